// Syntax checks for class names, member names and descriptors (JVM spec 4.2, 4.3).

package classfile

import "strings"

// validBinaryName reports whether s is an internal class name such as
// "java/lang/String": non-empty identifiers separated by '/'.
func validBinaryName(s string) bool {
	if s == "" {
		return false
	}
	for _, part := range strings.Split(s, "/") {
		if part == "" || strings.ContainsAny(part, ".;[") {
			return false
		}
	}
	return true
}

// validUnqualified reports whether s is a valid field or method name.
// Method names may not contain '<' or '>' except for the two special ones.
func validUnqualified(s string, method bool) bool {
	if s == "" || strings.ContainsAny(s, ".;[/") {
		return false
	}
	if method && strings.ContainsAny(s, "<>") {
		return s == "<init>" || s == "<clinit>"
	}
	return true
}

// fieldDesc parses one field descriptor starting at s[i] and returns the
// index after it.
func fieldDesc(s string, i int) (int, bool) {
	dims := 0
	for i < len(s) && s[i] == '[' {
		dims++
		i++
	}
	if dims > 255 || i >= len(s) {
		return i, false
	}
	switch s[i] {
	case 'B', 'C', 'D', 'F', 'I', 'J', 'S', 'Z':
		return i + 1, true
	case 'L':
		end := strings.IndexByte(s[i:], ';')
		if end < 0 || !validBinaryName(s[i+1:i+end]) {
			return i, false
		}
		return i + end + 1, true
	}
	return i, false
}

// validMethodDesc reports whether s is a method descriptor with at most 255
// parameter slots (long and double take two).
func validMethodDesc(s string) bool {
	if len(s) == 0 || s[0] != '(' {
		return false
	}
	i, slots := 1, 0
	for i < len(s) && s[i] != ')' {
		j, ok := fieldDesc(s, i)
		if !ok {
			return false
		}
		if s[i] == 'J' || s[i] == 'D' {
			slots += 2
		} else {
			slots++
		}
		i = j
	}
	if i >= len(s) || slots > 255 {
		return false
	}
	i++ // ')'
	if i < len(s) && s[i] == 'V' {
		return i+1 == len(s)
	}
	j, ok := fieldDesc(s, i)
	return ok && j == len(s)
}
