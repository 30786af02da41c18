print("autolayout")
