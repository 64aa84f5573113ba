// This file picks the guest's default locale and charset from the environment, as HotSpot 17
// does on Linux. The first of LC_ALL, LC_MESSAGES (LC_CTYPE for the charset) and LANG that is
// set names a locale; C.UTF-8 means plain "en" in UTF-8; C and POSIX (or nothing) mean en_US in
// ASCII, and so does a locale the system has not installed (setlocale fails, as HotSpot finds).
// crossprof's library formats numbers in English only, so another language becomes en_US.

package vm

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
)

// HostLocale returns the default locale ("en_US", "en", "en_GB") for an environment read
// through getenv.
func HostLocale(getenv func(string) string) string {
	name, enc, ok := hostLocale(getenv, "LC_MESSAGES")
	switch {
	case name == "C" && enc != "":
		return "en"
	case !ok:
		return "en_US"
	}
	lang, country, _ := strings.Cut(name, "_")
	if lang != "en" {
		return "en_US"
	}
	if country == "" {
		return "en"
	}
	return "en_" + strings.ToUpper(country)
}

// HostCharset returns the default charset HotSpot 17 would use (file.encoding): UTF-8 for a
// UTF-8 locale the system has, ANSI_X3.4-1968 (ASCII) otherwise.
func HostCharset(getenv func(string) string) string {
	name, enc, ok := hostLocale(getenv, "LC_CTYPE")
	e := strings.ToLower(strings.ReplaceAll(enc, "-", ""))
	if e == "utf8" && (name == "C" || ok) {
		return "UTF-8"
	}
	return "ANSI_X3.4-1968"
}

// hostLocale reads the locale for a category: its name (en_US), its encoding (UTF-8), and
// whether it is a real installed locale (not C or POSIX).
func hostLocale(getenv func(string) string, category string) (name, enc string, installed bool) {
	v := ""
	for _, k := range []string{"LC_ALL", category, "LANG"} {
		if v = getenv(k); v != "" {
			break
		}
	}
	if i := strings.IndexByte(v, '@'); i >= 0 {
		v = v[:i]
	}
	name, enc, _ = strings.Cut(v, ".")
	if name == "" || name == "C" || name == "POSIX" {
		return name, enc, false
	}
	return name, enc, localeInstalled(name, enc)
}

// localeInstalled reports whether the system's C library has the locale: a directory of
// /usr/lib/locale, or a name in its locale-archive.
var localeInstalled = func(name, enc string) bool {
	n := name
	if enc != "" {
		n += "." + strings.ToLower(strings.ReplaceAll(enc, "-", ""))
	}
	if _, err := os.Stat(filepath.Join("/usr/lib/locale", n)); err == nil {
		return true
	}
	f, err := os.Open("/usr/lib/locale/locale-archive")
	if err != nil {
		return false
	}
	defer f.Close()
	buf := make([]byte, 4<<20) // the names table is near the start
	k, _ := f.Read(buf)
	return bytes.Contains(buf[:k], []byte(n+"\x00"))
}

// localeParts splits the configured locale into user.language and user.country.
func (vm *VM) localeParts() (lang, country string) {
	l := vm.cfg.Locale
	if l == "" {
		l = "en_US"
	}
	lang, country, _ = strings.Cut(l, "_")
	return lang, country
}
