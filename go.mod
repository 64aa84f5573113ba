module github.com/crossprof/crossprof

go 1.26.8
