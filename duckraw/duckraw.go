// Package duckraw reaches DuckDB's C API under a database/sql connection, for the two bulk
// paths where going value by value through database/sql is too slow: appending whole column
// buffers (ingest) and reading integer columns into Go slices (the method cache replay). It
// also holds InTx, the explicit transactions those paths need on one connection.
package duckraw

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"reflect"
	"unsafe"

	duckdb "github.com/duckdb/duckdb-go/v2"
	"github.com/duckdb/duckdb-go/v2/mapping"
)

// Connection returns the DuckDB C connection under a database/sql connection. duckdb-go
// keeps it in an unexported field; go.mod pins the version, and the tests fail if the field
// moves.
func Connection(c *sql.Conn) (mapping.Connection, error) {
	var raw mapping.Connection
	err := c.Raw(func(dc any) error {
		conn, ok := dc.(*duckdb.Conn)
		if !ok {
			return fmt.Errorf("duckraw: driver connection is %T, not a DuckDB connection", dc)
		}
		f := reflect.ValueOf(conn).Elem().FieldByName("conn")
		if !f.IsValid() || f.Type() != reflect.TypeOf(raw) {
			return errors.New("duckraw: this duckdb-go version has no Conn.conn field of type mapping.Connection")
		}
		raw = *(*mapping.Connection)(unsafe.Pointer(f.UnsafeAddr()))
		if raw.Ptr == nil {
			return errors.New("duckraw: DuckDB connection is closed")
		}
		return nil
	})
	return raw, err
}

// ScanInts runs query on c and calls fn with each chunk of rows (up to a couple of thousand),
// one slice per column. The columns must all be BIGINT and never null (cast and coalesce in
// the query). The slices point into DuckDB's memory and are valid only during the call.
func ScanInts(c *sql.Conn, query string, fn func(cols [][]int64) error) error {
	conn, err := Connection(c)
	if err != nil {
		return err
	}
	var res mapping.Result
	defer mapping.DestroyResult(&res)
	if mapping.Query(conn, query, &res) == mapping.StateError {
		return errors.New(mapping.ResultError(&res))
	}
	n := int(mapping.ColumnCount(&res))
	for i := 0; i < n; i++ {
		if t := mapping.ColumnType(&res, mapping.IdxT(i)); t != mapping.TypeBigInt {
			return fmt.Errorf("duckraw: column %s is not BIGINT", mapping.ColumnName(&res, mapping.IdxT(i)))
		}
	}
	cols := make([][]int64, n)
	for {
		chunk := mapping.FetchChunk(res)
		if chunk.Ptr == nil {
			return nil
		}
		size := int(mapping.DataChunkGetSize(chunk))
		for i := range cols {
			vec := mapping.DataChunkGetVector(chunk, mapping.IdxT(i))
			if mapping.VectorGetValidity(vec) != nil && hasNull(vec, size) {
				mapping.DestroyDataChunk(&chunk)
				return fmt.Errorf("duckraw: column %s has nulls", mapping.ColumnName(&res, mapping.IdxT(i)))
			}
			cols[i] = unsafe.Slice((*int64)(mapping.VectorGetData(vec)), size)
		}
		err := fn(cols)
		mapping.DestroyDataChunk(&chunk)
		if err != nil {
			return err
		}
	}
}

// ReadInts is ScanInts collecting every row, for small results.
func ReadInts(c *sql.Conn, query string) ([][]int64, error) {
	var out [][]int64
	err := ScanInts(c, query, func(cols [][]int64) error {
		if out == nil {
			out = make([][]int64, len(cols))
		}
		for i, col := range cols {
			out[i] = append(out[i], col...)
		}
		return nil
	})
	return out, err
}

func hasNull(vec mapping.Vector, size int) bool {
	mask := mapping.VectorGetValidity(vec)
	for i := 0; i < size; i++ {
		if !mapping.ValidityRowIsValid(mask, mapping.IdxT(i)) {
			return true
		}
	}
	return false
}

// InTx runs fn in a transaction on conn and commits if it succeeds, rolling back (even if
// ctx was cancelled) if not. database/sql's Tx cannot be used here: the raw paths work on
// the connection itself.
func InTx(ctx context.Context, conn *sql.Conn, fn func() error) error {
	if _, err := conn.ExecContext(ctx, "BEGIN TRANSACTION"); err != nil {
		return err
	}
	if err := fn(); err != nil {
		conn.ExecContext(context.WithoutCancel(ctx), "ROLLBACK")
		return err
	}
	_, err := conn.ExecContext(ctx, "COMMIT")
	return err
}
