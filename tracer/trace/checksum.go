// This file protects a trace's files against corruption: every table file has a checksum
// file beside it, and the manifest carries a checksum of its own text.
//
// TABLE.crc starts with an 8-byte magic and then holds one 16-byte entry per segment of
// TABLE.arrow, appended after the segment reached the operating system: the segment's end
// offset (uint64), the CRC32C of its bytes (uint32), and the CRC32C of the entry's index and
// first 12 bytes (uint32), so that a damaged or misplaced entry is itself detected. A segment
// is what one write of the IPC writer produced: batch 0 with the schema before it, each
// further batch, and at the end the end-of-stream marker. A file cut by SIGKILL thus ends
// with at most one segment without its entry (or one partial entry), which the reader treats
// as the cut, and every earlier batch is verified before the Arrow decoder sees a byte of it.

package trace

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"os"
	"path/filepath"

	"github.com/crossprof/crossprof/schemas"
)

// castagnoli is CRC32C, which amd64 and arm64 compute with a CPU instruction.
var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// crcMagic opens every checksum file.
const crcMagic = "CPCRC32C"

const crcEntrySize = 16

// eosMarker is the IPC stream's end-of-stream marker: a continuation token and length 0.
var eosMarker = []byte{0xff, 0xff, 0xff, 0xff, 0, 0, 0, 0}

// ChecksumFile is the name of the checksum file of a table file.
func ChecksumFile(tableFile string) string {
	return tableFile[:len(tableFile)-len(".arrow")] + ".crc"
}

// crcWriter sits between the IPC writer and the file's buffer: it counts and checksums the
// bytes of the current segment.
type crcWriter struct {
	w   io.Writer
	n   uint64 // bytes written so far
	crc uint32 // of the current segment
}

func (c *crcWriter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	c.crc = crc32.Update(c.crc, castagnoli, p[:n])
	c.n += uint64(n)
	return n, err
}

// sumsFile appends the entries of one checksum file.
type sumsFile struct {
	f       *os.File
	entries uint64
}

func createSums(path string) (*sumsFile, error) {
	f, err := os.Create(path)
	if err != nil {
		return nil, err
	}
	if _, err := f.WriteString(crcMagic); err != nil {
		f.Close()
		return nil, err
	}
	return &sumsFile{f: f}, nil
}

// seal records the segment c has checksummed so far (its bytes must already be in the table
// file) and starts the next one.
func (s *sumsFile) seal(c *crcWriter) error {
	e := entry(s.entries, c.n, c.crc)
	if _, err := s.f.Write(e[:]); err != nil {
		return fmt.Errorf("writing %s: %w", s.f.Name(), err)
	}
	s.entries++
	c.crc = 0
	return nil
}

// entry encodes entry number i.
func entry(i, end uint64, crc uint32) [crcEntrySize]byte {
	var e [crcEntrySize]byte
	binary.LittleEndian.PutUint64(e[:8], end)
	binary.LittleEndian.PutUint32(e[8:12], crc)
	binary.LittleEndian.PutUint32(e[12:], entryCheck(i, e[:12]))
	return e
}

func entryCheck(i uint64, head []byte) uint32 {
	var idx [8]byte
	binary.LittleEndian.PutUint64(idx[:], i)
	return crc32.Update(crc32.Checksum(idx[:], castagnoli), castagnoli, head)
}

// segment is one checksummed range of a table file.
type segment struct {
	start, end uint64
	crc        uint32
}

// readSums reads and checks a checksum file. cut reports a partial last entry (the writer
// was killed while appending it), which is left out.
func readSums(path string) (segs []segment, cut bool, err error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, false, err
	}
	if len(data) < len(crcMagic) || string(data[:len(crcMagic)]) != crcMagic {
		if len(data) < len(crcMagic) && bytes.HasPrefix([]byte(crcMagic), data) {
			return nil, true, nil // killed before the magic was written
		}
		return nil, false, fmt.Errorf("%s: not a crossprof checksum file", path)
	}
	data = data[len(crcMagic):]
	cut = len(data)%crcEntrySize != 0
	var start uint64
	for i := 0; i+crcEntrySize <= len(data); i += crcEntrySize {
		e := data[i : i+crcEntrySize]
		n := uint64(i / crcEntrySize)
		if binary.LittleEndian.Uint32(e[12:]) != entryCheck(n, e[:12]) {
			return nil, false, fmt.Errorf("%s: entry %d (byte %d) is corrupted", path, n, len(crcMagic)+i)
		}
		end := binary.LittleEndian.Uint64(e[:8])
		if end <= start || end-start > maxSegment {
			return nil, false, fmt.Errorf("%s: entry %d gives batch %d the bytes %d to %d, which is not a plausible batch", path, n, n, start, end)
		}
		segs = append(segs, segment{start: start, end: end, crc: binary.LittleEndian.Uint32(e[8:12])})
		start = end
	}
	return segs, cut, nil
}

// maxSegment bounds a batch's size, so that a bad entry cannot make the reader allocate
// gigabytes: a batch of BatchRows rows of the widest table, uncompressed, is far smaller.
const maxSegment = 1 << 30

// verifiedReader serves a table file's bytes segment by segment, each only after its
// checksum matched; the IPC decoder reads through it.
type verifiedReader struct {
	f, sums string // the two files' paths, for messages
	r       io.Reader
	segs    []segment
	cut     bool // the checksum file ends in a partial entry
	next    int  // the next segment to load
	buf     []byte
	pos     int   // read position in buf
	err     error // the first failure, which the decoder may have wrapped or hidden
}

func (v *verifiedReader) Read(p []byte) (int, error) {
	for v.pos == len(v.buf) {
		if v.err != nil {
			return 0, v.err
		}
		if v.next == len(v.segs) {
			v.err = v.endError()
			return 0, v.err
		}
		if err := v.load(); err != nil {
			v.err = err
			return 0, err
		}
	}
	n := copy(p, v.buf[v.pos:])
	v.pos += n
	return n, nil
}

// load reads and verifies the next segment.
func (v *verifiedReader) load() error {
	s := v.segs[v.next]
	size := int(s.end - s.start)
	if cap(v.buf) < size {
		v.buf = make([]byte, size)
	}
	v.buf, v.pos = v.buf[:size], 0
	if n, err := io.ReadFull(v.r, v.buf); err != nil {
		v.buf = v.buf[:0]
		if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
			return fmt.Errorf("%s: cut short in batch %d (%d of its %d bytes): %w", v.f, v.next, n, size, io.ErrUnexpectedEOF)
		}
		return fmt.Errorf("%s: %w", v.f, err)
	}
	if crc32.Checksum(v.buf, castagnoli) != s.crc {
		v.buf = v.buf[:0]
		return &CorruptError{File: v.f, Batch: v.next, Start: s.start, End: s.end, Sums: v.sums}
	}
	v.next++
	return nil
}

// endError is what the decoder gets when it asks for bytes after the last checksummed
// segment: the stream was cut short (a stream that ended with its end-of-stream marker is
// not read further). Anything after the last entry is unverified and dropped.
func (v *verifiedReader) endError() error {
	if v.next == 0 {
		return fmt.Errorf("%s: cut short before the first batch (or %s lost its entries): %w", v.f, filepath.Base(v.sums), io.ErrUnexpectedEOF)
	}
	return fmt.Errorf("%s: cut short after batch %d (or %s lost its last entries): %w", v.f, v.next-1, filepath.Base(v.sums), io.ErrUnexpectedEOF)
}

// finish checks, once the decoder has seen the end-of-stream marker, that it was the last
// thing every checksummed byte held and that nothing follows in either file.
func (v *verifiedReader) finish() error {
	if v.err != nil {
		return v.err
	}
	switch {
	case v.next < len(v.segs) || v.pos < len(v.buf):
		return fmt.Errorf("%s: data after the end-of-stream marker (batch %d)", v.f, v.next-1)
	case v.next == 0 || !bytes.HasSuffix(v.buf, eosMarker):
		return fmt.Errorf("%s: the end-of-stream marker is not where the checksums say the file ends", v.f)
	case v.cut:
		return fmt.Errorf("%s: a partial entry after the end of the stream", v.sums)
	}
	var extra [1]byte
	if n, _ := v.r.Read(extra[:]); n > 0 {
		return fmt.Errorf("%s: bytes after the end of the stream that no checksum covers", v.f)
	}
	return nil
}

// CorruptError is a batch whose bytes do not match their checksum.
type CorruptError struct {
	File       string
	Batch      int
	Start, End uint64
	Sums       string
}

func (e *CorruptError) Error() string {
	return fmt.Sprintf("%s: batch %d (bytes %d to %d) does not match its checksum in %s: the file is corrupted", e.File, e.Batch, e.Start, e.End, e.Sums)
}

// The manifest's checksum is the CRC32C of the file's text with the checksum's own eight
// hex digits replaced by zeros, as eight hex digits in the top-level "checksum" field.
const manifestCRCPlaceholder = "00000000"

// SealManifest fills in the checksum of a manifest's text, which must have a top-level
// "checksum" field of eight hex digits (any value).
func SealManifest(data []byte) ([]byte, error) {
	at, err := checksumField(data)
	if err != nil {
		return nil, err
	}
	out := bytes.Clone(data)
	copy(out[at:], manifestCRCPlaceholder)
	copy(out[at:], fmt.Sprintf("%08x", crc32.Checksum(out, castagnoli)))
	return out, nil
}

// checkManifestSum verifies a manifest's checksum.
func checkManifestSum(data []byte) error {
	at, err := checksumField(data)
	if err != nil {
		return err
	}
	text := bytes.Clone(data)
	copy(text[at:], manifestCRCPlaceholder)
	if got := fmt.Sprintf("%08x", crc32.Checksum(text, castagnoli)); got != string(data[at:at+8]) {
		return fmt.Errorf("the text does not match its checksum (%s, want %q): the file was changed or corrupted after crossprof wrote it", got, data[at:at+8])
	}
	return nil
}

// checksumField finds the offset of the value of the top-level "checksum" field.
func checksumField(data []byte) (int, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		return 0, errors.New("not a JSON object")
	}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return 0, err
		}
		key, _ := tok.(string)
		if key != "checksum" {
			var skip json.RawMessage
			if err := dec.Decode(&skip); err != nil {
				return 0, err
			}
			continue
		}
		var v string
		if err := dec.Decode(&v); err != nil {
			return 0, fmt.Errorf("checksum: %v", err)
		}
		end := int(dec.InputOffset())
		if len(v) != 8 || end < 9 || string(data[end-9:end-1]) != v || data[end-1] != '"' {
			return 0, fmt.Errorf("checksum %q is not eight hex digits", v)
		}
		return end - 9, nil
	}
	return 0, errors.New("no checksum field")
}

// VerifyFiles checks every table file of dir against its checksums without decoding it, a
// quick pass that lets ingest refuse a damaged trace before it touches a database. A table
// cut short (the tracer was killed) is reported with an error wrapping io.ErrUnexpectedEOF,
// but only if no table is damaged otherwise.
func VerifyFiles(dir string) error {
	var cutErr error
	for _, t := range schemas.Files {
		err := verifyFile(dir, t)
		if errors.Is(err, io.ErrUnexpectedEOF) {
			if cutErr == nil {
				cutErr = err
			}
		} else if err != nil {
			return err
		}
	}
	return cutErr
}

func verifyFile(dir string, t *schemas.Table) error {
	p := filepath.Join(dir, t.File())
	f, err := os.Open(p)
	if err != nil {
		if os.IsNotExist(err) {
			return fmt.Errorf("trace %s: table %s is missing (%s)", dir, t.Name, t.File())
		}
		return err
	}
	defer f.Close()
	sumsPath := filepath.Join(dir, ChecksumFile(t.File()))
	segs, cut, err := readSums(sumsPath)
	if err != nil {
		if os.IsNotExist(err) {
			return fmt.Errorf("trace %s: the checksums of table %s are missing (%s)", dir, t.Name, ChecksumFile(t.File()))
		}
		return err
	}
	v := &verifiedReader{f: p, sums: sumsPath, r: f, segs: segs, cut: cut}
	for v.next < len(v.segs) {
		if err := v.load(); err != nil {
			return err
		}
	}
	if v.next == 0 || cut || !bytes.HasSuffix(v.buf, eosMarker) {
		return v.endError()
	}
	v.pos = len(v.buf)
	return v.finish()
}
