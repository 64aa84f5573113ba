package vm

import "testing"

// TestHostLocale checks the environment-to-locale mapping against what HotSpot 17 reports as
// user.language, user.country and file.encoding on a Linux machine.
func TestHostLocale(t *testing.T) {
	installed := localeInstalled
	defer func() { localeInstalled = installed }()
	localeInstalled = func(name, enc string) bool { return name == "en_CA" || name == "en_US" }
	for _, c := range []struct {
		env           map[string]string
		want, charset string
	}{
		{map[string]string{"LC_ALL": "C.UTF-8"}, "en", "UTF-8"},
		{map[string]string{"LC_ALL": "C.utf8", "LANG": "en_GB.UTF-8"}, "en", "UTF-8"},
		{map[string]string{"LANG": "C"}, "en_US", "ANSI_X3.4-1968"},
		{map[string]string{"LANG": "POSIX"}, "en_US", "ANSI_X3.4-1968"},
		{map[string]string{}, "en_US", "ANSI_X3.4-1968"},
		{map[string]string{"LANG": "en_US.UTF-8"}, "en_US", "UTF-8"},
		{map[string]string{"LANG": "en_GB.UTF-8"}, "en_US", "ANSI_X3.4-1968"}, // not installed
		{map[string]string{"LC_ALL": "de_DE.UTF-8"}, "en_US", "ANSI_X3.4-1968"},
		{map[string]string{"LC_MESSAGES": "en_CA.UTF-8@euro", "LANG": "C"}, "en_CA", "ANSI_X3.4-1968"},
	} {
		get := func(k string) string { return c.env[k] }
		if got := HostLocale(get); got != c.want {
			t.Errorf("HostLocale(%v) = %q, want %q", c.env, got, c.want)
		}
		if got := HostCharset(get); got != c.charset {
			t.Errorf("HostCharset(%v) = %q, want %q", c.env, got, c.charset)
		}
	}
}
