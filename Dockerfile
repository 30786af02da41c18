# The autolayout command line as a container image (built and pushed by .github/workflows/release.yml):
#   docker run --rm -v "$PWD:/work" ghcr.io/owner/name:v0.1.0 check .   (AUTOLAYOUT_REPOSITORY in lower case, docs/ci.md)
# Stage 1 builds it with the Swift runtime and Foundation linked in statically; stage 2 holds the
# binary and the two system libraries it still loads (libstdc++, libxml2 for FoundationXML).
FROM swift:6.3-noble AS build
WORKDIR /src
COPY . .
RUN swift build -c release --static-swift-stdlib --product autolayout \
 && install -D -m 0755 .build/release/autolayout /out/autolayout

FROM ubuntu:24.04
RUN apt-get update -qq \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends libstdc++6 libxml2 \
 && rm -rf /var/lib/apt/lists/*
COPY --from=build /out/autolayout /usr/local/bin/autolayout
WORKDIR /work
ENTRYPOINT ["autolayout"]
CMD ["check", "."]
