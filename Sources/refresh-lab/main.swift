print("refresh-lab: not built yet")
