// The jop model sees the code as JOP's build rewrites and lays it out (queries/build/layout-jop.sql).

package main

import (
	"context"
	"testing"

	"github.com/crossprof/crossprof/cost"
	"github.com/crossprof/crossprof/queries"
)

// TestTargetLibJOPLayout costs prog/Layout.java and checks its methods' sizes in JOP's layout
// and two contexts' cycles against figures worked out by hand (JopSim/WCETInstruction d826db9e, r=1, w=2, every lookup a hit):
//
//	steps, 39 bytes: iinc 5, 100 (3 bytes) is iload 5, bipush 100, iadd, istore 5 (7 bytes);
//	       wide iinc 5, 1000 (6) is iload 5, sipush 1000, iadd, istore 5 (8); iinc 6, 1 (3) is
//	       iload 6, iconst_1, iadd, istore 6 (6): 39 + 4 + 2 + 3                       = 48 bytes
//	add, synchronized, 11 bytes: aload_0, monitorenter at the entry and aload_0,
//	       monitorexit before the return: 11 + 2 + 2                                    = 15 bytes
//	pick, 40 bytes: the Native.wr call is 1 byte, not 3, so the lookupswitch moves from pc 7
//	       (no padding) to pc 5 (2 bytes of padding): 40 - 2 + 2                        = 40 bytes
//
//	steps(2) cycles: six iconst_0 1 + istore_1..3 1 x 3 + istore 2 x 3                 =  15
//	       loop test x3: iload 6 2 + iload_0 1 + if_icmpge 4 = 7                       =  21
//	       body x2: (2 + 2 + 1 + 2) + (2 + 3 + 1 + 2) + (2 + 1 + 1 + 2) + goto 4 = 25  =  50
//	       iload 5 2 + ireturn 23                                                      =  25
//	                                                                                     111
//	add: aload_0 1 + monitorenter 19 + aload_0 1 + aload_0 1 + getfield 10 + iload_1 1
//	       + iadd 1 + putfield 12 + aload_0 1 + monitorexit 20 + return 21             =  88
func TestTargetLibJOPLayout(t *testing.T) {
	db, id, status, _, errs := traceTarget(t, targetLib+"/classes", "Layout")
	if status != 0 {
		t.Fatalf("status %d: %s", status, errs)
	}
	ctx := context.Background()
	conn, err := db.Conn(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	if _, err := conn.ExecContext(ctx, `SET VARIABLE trace_id = ?`, id); err != nil {
		t.Fatal(err)
	}
	if err := queries.Exec(ctx, conn, "layout-jop", queries.Statements(queries.Build("layout-jop"))); err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]int{"steps": 48, "add": 15, "pick": 40, "<init>": 5} {
		var classBytes, jopBytes int
		err := conn.QueryRowContext(ctx, `SELECT m.code_length, l.code_length FROM methods m JOIN code_layout l USING (method_id)
			WHERE m.trace_id = ? AND m.class_name = 'Layout' AND m.name = ?`, id, name).Scan(&classBytes, &jopBytes)
		if err != nil || jopBytes != want {
			t.Errorf("Layout.%s: %d bytes in JOP's layout (%d in the class file), %v; want %d", name, jopBytes, classBytes, err, want)
		}
	}
	conn.Close()

	model, err := cost.LoadModel("jop")
	if err != nil {
		t.Fatal(err)
	}
	res, err := cost.Run(ctx, db, id, model, cost.Options{Set: map[string]string{"cache_policy": "always-hit"}})
	if err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]int64{"steps": 111, "add": 88} {
		var self int64
		err := db.QueryRow(`SELECT sum(n.self_cycles) FROM node_cost n JOIN cct_nodes c ON c.trace_id = ? AND c.node_id = n.node_id
			JOIN methods m ON m.trace_id = c.trace_id AND m.method_id = c.method_id
			WHERE n.run_id = ? AND m.class_name = 'Layout' AND m.name = ?`, id, res.RunID, name).Scan(&self)
		if err != nil || self != want {
			t.Errorf("Layout.%s: %d self cycles (%v), worked out by hand: %d", name, self, err, want)
		}
	}
}
