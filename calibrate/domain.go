// Package calibrate fits a cost model's numeric parameters to cycle counts measured on real
// hardware, using re-costs of stored traces only (crossprof calibrate). This file names the
// parameter domains a model declares ("-- param r=1 [int 0..15]: ..."), which package
// queries defines.
package calibrate

import "github.com/crossprof/crossprof/queries"

// Domain is the set of values a fit may give a parameter.
type Domain = queries.Domain

// ParseDomain reads a domain declaration (see queries.ParseDomain).
func ParseDomain(s string) (Domain, error) { return queries.ParseDomain(s) }
