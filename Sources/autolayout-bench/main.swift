print("autolayout-bench")
