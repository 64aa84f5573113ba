// Decoding of the modified UTF-8 that class files use for all strings.

package classfile

// DecodeModifiedUTF8 decodes the modified UTF-8 of a CONSTANT_Utf8 entry
// (JVM spec 4.4.7) into UTF-16 code units. Characters above U+FFFF arrive as
// two separately encoded surrogates, which is why the result is UTF-16 and
// not runes. Overlong two- and three-byte forms are accepted, as HotSpot
// does, since 0xC0 0x80 (U+0000) is itself one. Errors (a zero byte, a byte
// from 0xF0 up, a stray or missing continuation byte) are *FormatError with
// Offset -1 and Val the position within b.
func DecodeModifiedUTF8(b []byte) ([]uint16, error) {
	out := make([]uint16, 0, len(b))
	for i := 0; i < len(b); {
		c := b[i]
		switch {
		case c == 0:
			return nil, errorf(-1, i, "modified utf-8 has a zero byte at position %d", i)
		case c < 0x80:
			out = append(out, uint16(c))
			i++
		case c < 0xC0:
			return nil, errorf(-1, i, "modified utf-8 has a stray continuation byte %#x at position %d", c, i)
		case c < 0xE0:
			if i+1 >= len(b) || b[i+1]&0xC0 != 0x80 {
				return nil, errorf(-1, i, "modified utf-8 has a truncated two-byte sequence at position %d", i)
			}
			out = append(out, uint16(c&0x1F)<<6|uint16(b[i+1]&0x3F))
			i += 2
		case c < 0xF0:
			if i+2 >= len(b) || b[i+1]&0xC0 != 0x80 || b[i+2]&0xC0 != 0x80 {
				return nil, errorf(-1, i, "modified utf-8 has a truncated three-byte sequence at position %d", i)
			}
			out = append(out, uint16(c&0x0F)<<12|uint16(b[i+1]&0x3F)<<6|uint16(b[i+2]&0x3F))
			i += 3
		default:
			return nil, errorf(-1, i, "modified utf-8 has an invalid byte %#x at position %d", c, i)
		}
	}
	return out, nil
}
