package main

import "runtime"

func runtimeCPUs() int { return runtime.NumCPU() }
