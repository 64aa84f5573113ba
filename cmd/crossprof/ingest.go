// This file holds the ingest command: load trace directories into a DuckDB database.

package main

import (
	"context"
	"fmt"

	"github.com/spf13/pflag"

	"github.com/crossprof/crossprof/ingest"
)

func ingestCommand() *command {
	return &command{
		name:    "ingest",
		summary: "load traces into a DuckDB database and rebuild their calling context trees",
		usage:   "[--db FILE] [--replace] [--allow-incomplete] [--per-thread] TRACEDIR...",
		help: `
Loads each trace directory (written by 'crossprof trace') into the database,
checks it (row counts against the manifest, every call's parent present, the
block counts adding up to the tracer's bytecode counter) and rebuilds its
calling context tree in SQL (queries/build/cct.sql). Each trace is loaded in
one transaction: if anything fails, nothing of it stays in the database.
Every table has a trace_id column; 'crossprof query traces' lists the traces.

A trace already in the database (same manifest) is refused unless --replace is
given. A trace whose run was stopped (timeout, instruction limit, Ctrl-C) or
whose tracer was killed is refused unless --allow-incomplete is given; it is
then marked incomplete in the traces table.

Examples:
  crossprof ingest Demo.trace
  crossprof ingest --db runs.duckdb before.trace after.trace
  crossprof ingest --replace --per-thread Server.trace`,
		setup: func(fs *pflag.FlagSet) func(context.Context, *env, []string) (int, error) {
			db := fs.String("db", ingest.DefaultDB, "database `file` (created if missing)")
			var opts ingest.Options
			fs.BoolVar(&opts.Replace, "replace", false, "replace a trace the database already holds")
			fs.BoolVar(&opts.AllowIncomplete, "allow-incomplete", false, "load traces of runs that were stopped or whose tracer died")
			fs.BoolVar(&opts.PerThread, "per-thread", false, "build one calling context tree per thread instead of merging threads (as JP2 does)")
			return func(ctx context.Context, e *env, args []string) (int, error) {
				if len(args) == 0 {
					return 2, usagef("missing TRACEDIR")
				}
				return runIngest(ctx, e, *db, args, opts)
			}
		},
	}
}

func runIngest(ctx context.Context, e *env, dbPath string, dirs []string, opts ingest.Options) (int, error) {
	for _, dir := range dirs {
		if err := ingest.CheckTrace(dir); err != nil {
			return 2, err // before the database is created
		}
	}
	db, err := ingest.Open(ctx, dbPath, ingest.Create)
	if err != nil {
		return 2, err
	}
	defer db.Close()
	prog := newProgress(e.stderr, false)
	opts.Progress, opts.Count = prog.stepping()
	for _, dir := range dirs {
		res, err := ingest.Ingest(ctx, db, dir, opts)
		prog.end()
		if err != nil {
			return 2, err
		}
		verb := "loaded"
		if res.Replaced {
			verb = "replaced"
		}
		note := ""
		if !res.Complete {
			note = " (incomplete)"
		}
		secs := res.Load.Seconds()
		fmt.Fprintf(e.stdout, "%s %s as trace %d in %s%s: %d calls, %d events, %d block-count vectors, %d contexts; %s rows in %.2f s (%s rows/s), tree in %.2f s\n",
			verb, dir, res.TraceID, dbPath, note, res.Calls, res.Rows["events"], res.Rows["vectors"], res.Nodes,
			human(uint64(res.TotalRows())), secs, human(uint64(float64(res.TotalRows())/max(secs, 1e-9))), res.CCT.Seconds())
	}
	return 0, nil
}
