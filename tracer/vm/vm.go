// Package vm is crossprof's Java virtual machine: a bytecode interpreter written in Go that
// runs a program's class files, and the runtime library's (tracer/rt), exactly as HotSpot
// would, so that the trace describes the real execution.
//
// The pieces, in the order a run uses them: loader.go finds, parses and links classes;
// decode.go turns a method's bytecode into an instruction array with basic blocks before its
// first run; interp.go executes it; thread.go handles calls, returns, exceptions and class
// initialization without recursing in Go; sched.go switches guest threads deterministically;
// natives*.go implement the few native methods of the runtime library.
//
// Run is the entry point.
package vm

import (
	"context"
	"fmt"
	"io"
	"io/fs"
	"os"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"time"

	"github.com/crossprof/crossprof/tracer/classpath"
	"github.com/crossprof/crossprof/tracer/rt"
)

// Config describes one run.
type Config struct {
	ClassPath       string    // ':'-separated directories and jars
	MainClass       string    // with dots or slashes
	Args            []string  // the program's arguments
	Stdout, Stderr  io.Writer // the program's standard streams
	MaxInstructions uint64    // stop before executing more bytecodes than this; 0 = no limit
	Timeout         time.Duration
	MaxDepth        int       // frames per thread before StackOverflowError; 0 = default
	MaxHeap         int64     // bytes of Go heap before OutOfMemoryError; 0 = default
	Deterministic   bool      // a virtual clock derived from the instruction count
	Locale          string    // the default locale, en_US or en (HostLocale); "" = en_US
	Charset         string    // the default charset, file.encoding (HostCharset); "" = UTF-8
	Quantum         int       // bytecodes a thread runs before the scheduler switches; 0 = default
	Blocks          BlockMode // basic block analysis
	Tracer          Tracer    // receives the execution events; nil for none
	// Progress, if set, is called between time slices with the bytecodes and invocations
	// so far, on the goroutine running the VM.
	Progress func(bytecodes, invocations uint64)
	// CountCalls makes the VM count invocations per method by itself, independently of the
	// Tracer, into Result.CallsPerMethod (a check on the trace).
	CountCalls bool
	// RecordCalls, if set with a Tracer, receives the interpreter's own account of every
	// ended invocation (ids, caller, depth, event numbers, opcodes, bytecodes: what ingest
	// derives from the trace) with its block counts, for tests to compare with ingest.
	RecordCalls func(*CallRecord, []BlockCount)
	// Stdin is the program's standard input (System.in); nil means always at end of file.
	// Reads block the whole VM (see natives_io.go).
	Stdin io.Reader
	// Dir is the program's working directory (user.dir), against which relative paths
	// resolve; "" means crossprof's own.
	Dir string
	// AllowRead and AllowWrite list the files and directories (everything under them) the
	// program may read, or write and read. Any other file access stops the run.
	AllowRead, AllowWrite []string
	// TargetLib, if set, is a class path (directories and jars) holding the target's own
	// class library, loaded instead of crossprof's runtime library (targetlib.go). Target
	// is TargetAuto, TargetJOP or TargetNone.
	TargetLib, Target string
}

// Defaults for the Config limits.
const (
	DefaultMaxDepth = 12000
	DefaultMaxHeap  = 4 << 30
	DefaultQuantum  = 20000
)

// EndReason says how a run ended.
type EndReason string

// The ways a run can end.
const (
	EndNormal      EndReason = "normal"             // the last non-daemon thread ended
	EndExit        EndReason = "exit"               // System.exit or Runtime.halt
	EndUncaught    EndReason = "uncaught-exception" // the main thread died of an exception
	EndLimit       EndReason = "instruction-limit"
	EndTimeout     EndReason = "timeout"
	EndInterrupted EndReason = "interrupted"
	EndDeadlock    EndReason = "deadlock"
)

// Result is the outcome of a run.
type Result struct {
	Status       int       // the program's exit status
	End          EndReason // how it ended
	Message      string    // for limits and deadlocks: what happened
	Instructions uint64    // bytecodes executed
	Invocations  uint64    // method invocations, natives and static initializers included
	// CallsPerMethod counts invocations by "class.name(descriptor)" when Config.CountCalls is set.
	CallsPerMethod map[string]uint64
	// FilesRead lists the files the program opened for reading, in the order it first did.
	FilesRead []FileRead
}

// VM is one Java virtual machine instance. It is not safe for concurrent use: all guest
// threads run on the goroutine that called Run.
type VM struct {
	cfg       Config
	analyzer  *Analyzer // decodes methods when they first run
	cp        *classpath.Path
	rtFS      fs.FS // the runtime library's class files
	classes   map[string]*Class
	loading   map[string]bool
	classList []*Class
	methods   []*Method
	interned  map[string]*Object
	concats   map[string]*Class      // generated string concatenation classes by shape
	records   map[string]*Class      // generated record methods by record, name and descriptor
	generated int                    // generated classes so far (numbers their names)
	missing   map[*Object]string     // linkage errors for what the runtime library lacks: the message if uncaught
	adapters  map[adapterKey]*Method // generated method handle adapters
	tracer    hooks

	object, string_, classClass, threadClass *Class
	emptyInit                                *Method
	primArrays                               [12]*Class
	strValue                                 int
	strValueSet                              bool

	threads   []*Thread
	next      int // round-robin position
	icount    uint64
	stopAt    uint64  // the interpreter yields at a block leader once icount would pass this
	running   *Thread // the thread in its time slice, nil between slices
	resumedAt uint64
	calls     uint64
	maxDepth  int

	allocated, nextHeapCheck int64
	hashSeed                 uint32

	start       time.Time
	clockOffset int64 // deterministic mode: virtual nanoseconds added by sleeping
	halted      bool
	shutdown    bool // the shutdown hooks have been started (or there were none)
	haltStatus  int
	limitHit    bool
	perMethod   map[*Method]uint64
	out, err    *stdStream
	io          *ioState        // standard input and files (natives_io.go), created on first use
	tlib        *classpath.Path // the target library (Config.TargetLib), nil for crossprof's own
	jop         *jopState       // JOP's I/O, memory and software bytecodes (natives_jop.go)
}

// Run executes the program's main method and returns when it ends. Errors are crossprof's
// own failures (bad class path, missing main class, malformed class file, unsupported
// instruction); the program's own failures are in Result.
func Run(ctx context.Context, cfg Config) (res Result, err error) {
	vm := &VM{cfg: cfg, analyzer: NewAnalyzer(cfg.Blocks), classes: map[string]*Class{}, loading: map[string]bool{}, interned: map[string]*Object{},
		concats: map[string]*Class{}, records: map[string]*Class{},
		maxDepth: cfg.MaxDepth, start: time.Now(), hashSeed: 0x2545F491, rtFS: rt.FS()}
	if cfg.CountCalls {
		vm.perMethod = map[*Method]uint64{}
	}
	if vm.maxDepth <= 0 {
		vm.maxDepth = DefaultMaxDepth
	}
	if vm.cfg.MaxHeap <= 0 {
		vm.cfg.MaxHeap = DefaultMaxHeap
	}
	if vm.cfg.Quantum <= 0 {
		vm.cfg.Quantum = DefaultQuantum
	}
	vm.tracer.t = cfg.Tracer
	vm.tracer.record = cfg.RecordCalls
	vm.out = newStdStream(cfg.Stdout)
	vm.err = newStdStream(cfg.Stderr)
	defer func() {
		if r := recover(); r != nil {
			if fe, ok := r.(*FatalError); ok {
				err = fe
			} else {
				err = fmt.Errorf("internal error: %v (at %s); please report it with the class files", r, vm.currentWhere())
				if os.Getenv("CROSSPROF_DEBUG") != "" {
					err = fmt.Errorf("%w\n%s", err, debug.Stack())
				}
			}
		}
		res.Instructions = vm.icount
		if vm.io != nil {
			res.FilesRead = vm.io.filesRead
			vm.io.closeAll()
		}
		res.Invocations = vm.calls
		if vm.perMethod != nil {
			res.CallsPerMethod = make(map[string]uint64, len(vm.perMethod))
			for m, n := range vm.perMethod {
				res.CallsPerMethod[m.String()] += n
			}
		}
	}()
	if cfg.ClassPath != "" {
		if vm.cp, err = classpath.Open(cfg.ClassPath); err != nil {
			return res, err
		}
		defer vm.cp.Close()
	}
	if err := vm.openTargetLib(); err != nil {
		return res, err
	}
	if vm.tlib != nil {
		defer vm.tlib.Close()
	}
	if err := vm.boot(); err != nil {
		return res, err
	}
	main, err := vm.findMain(cfg.MainClass)
	if err != nil {
		return res, err
	}
	t := vm.newThread(vm.mainThreadObject())
	args := vm.newArray(vm.arrayOf(vm.string_), len(cfg.Args))
	for i, a := range cfg.Args {
		args.data.([]*Object)[i] = vm.NewString(a)
	}
	t.stack[0] = Ref(args)
	if err := vm.verifyLinked(main.Class); err != nil {
		// The launcher links the main class when it looks up main and reports the failure.
		le, ok := err.(*linkError)
		if !ok {
			return res, err
		}
		vm.err.write([]byte("Error: Unable to initialize main class " + main.Class.JavaName() + "\nCaused by: " +
			strings.ReplaceAll(le.class, "/", ".") + ": " + le.msg + "\n"))
		return Result{Status: 1, End: EndUncaught}, nil
	}
	f := t.push(main, 0, kindRoot)
	f.fresh = main.Class.state != classInitialized
	t.initChain(main.Class)
	res = vm.schedule(ctx, t)
	if vm.tracer.t != nil {
		vm.finishTrace()
	}
	return res, nil
}

// boot loads the core classes and runs the static initializers the VM relies on.
func (vm *VM) boot() error {
	vm.object = vm.mustClass("java/lang/Object")
	vm.string_ = vm.mustClass("java/lang/String")
	vm.classClass = vm.mustClass("java/lang/Class")
	vm.threadClass = vm.mustClass("java/lang/Thread")
	vm.emptyInit = &Method{Name: "<clinit>", Desc: "()V", Access: 0x0008, vindex: -1, retKind: 'V',
		raw: nil, synthetic: true, Class: vm.object}
	vm.emptyInit.code = []inst{{op: 0xb1, orig: 0xb1, lead: true}} // blen 0: it executes no real bytecode
	vm.emptyInit.blocks = 1
	vm.emptyInit.maxStack = 1
	return nil
}

// findMain loads the main class and its public static void main(String[]).
func (vm *VM) findMain(name string) (*Method, error) {
	internal := strings.ReplaceAll(name, ".", "/")
	c, err := vm.classByName(internal)
	if err != nil {
		if le, ok := err.(*linkError); ok {
			if le.class == "java/lang/NoClassDefFoundError" && strings.HasPrefix(le.msg, internal) && !strings.Contains(le.msg, "wrong name") && le.msg == internal {
				return nil, fmt.Errorf("main class %s not found on the class path %q", name, vm.cfg.ClassPath)
			}
			return nil, fmt.Errorf("cannot load main class %s: %s", name, le.Error())
		}
		return nil, err
	}
	m := c.declared["main([Ljava/lang/String;)V"]
	if m == nil || !m.IsStatic() {
		return nil, fmt.Errorf("class %s has no method public static void main(String[])", c.JavaName())
	}
	return m, nil
}

// mainThreadObject creates the java.lang.Thread of the main thread without running a
// constructor, as the JVM does.
func (vm *VM) mainThreadObject() *Object {
	o := vm.alloc(vm.threadClass)
	if !vm.targetFieldMissing(o, "name", "Ljava/lang/String;") {
		vm.setField(o, "name", "Ljava/lang/String;", Ref(vm.NewString("main")))
	}
	if !vm.targetFieldMissing(o, "priority", "I") {
		vm.setField(o, "priority", "I", Int(5))
	}
	return o
}

func (vm *VM) newThread(obj *Object) *Thread {
	t := &Thread{vm: vm, ID: len(vm.threads), obj: obj, stack: make([]Value, 1024), frames: make([]frame, 64),
		fp: -1, state: threadRunnable, stoppedAtLeader: true}
	if obj != nil {
		obj.data = t
	}
	vm.threads = append(vm.threads, t)
	return t
}

// setField stores into a field of o found by name (for the few VM-known fields).
func (vm *VM) setField(o *Object, name, desc string, v Value) {
	f := o.class.findField(name, desc)
	if f == nil {
		panic(fatalf("%s: %s has no field %s %s", vm.libraryName(), o.class.JavaName(), name, desc))
	}
	o.fields[f.slot] = v
}

// getField reads a field of o found by name.
func (vm *VM) getField(o *Object, name, desc string) Value {
	f := o.class.findField(name, desc)
	if f == nil {
		panic(fatalf("%s: %s has no field %s %s", vm.libraryName(), o.class.JavaName(), name, desc))
	}
	return o.fields[f.slot]
}

// alloc creates an instance of c with zeroed fields.
func (vm *VM) alloc(c *Class) *Object {
	vm.account(int64(32 + 16*c.nslots))
	return &Object{class: c, fields: make([]Value, c.nslots)}
}

// newArray creates an array of class c (an array class) with n zeroed elements.
func (vm *VM) newArray(c *Class, n int) *Object {
	vm.account(32 + int64(n)*elemSize(c.elemKind))
	return &Object{class: c, data: newArrayData(c.elemKind, n)}
}

// account counts allocated bytes and, every so often, compares the live Go heap with the
// configured limit. Over it, the allocating instruction throws OutOfMemoryError.
func (vm *VM) account(n int64) {
	vm.allocated += n
	if n > vm.cfg.MaxHeap {
		panic(errOOM)
	}
	if vm.allocated < vm.nextHeapCheck {
		return
	}
	vm.nextHeapCheck = vm.allocated + 64<<20
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	if int64(ms.HeapAlloc)+n > vm.cfg.MaxHeap {
		runtime.GC()
		runtime.ReadMemStats(&ms)
		if int64(ms.HeapAlloc)+n > vm.cfg.MaxHeap {
			panic(errOOM)
		}
	}
}

// oomError is raised by account and caught by the interpreter, which throws
// OutOfMemoryError in the guest.
type oomError struct{}

var errOOM = &oomError{}

func (vm *VM) currentWhere() string {
	for _, t := range vm.threads {
		if t.state == threadRunnable && t.fp >= 0 {
			return t.where()
		}
	}
	return "no running thread"
}

// clockNanos is the guest's monotonic clock.
func (vm *VM) clockNanos() int64 {
	if vm.cfg.Deterministic {
		return int64(vm.icount) + vm.clockOffset
	}
	return int64(time.Since(vm.start)) + vm.clockOffset
}

// wallMillis is the guest's System.currentTimeMillis.
func (vm *VM) wallMillis() int64 {
	if vm.cfg.Deterministic {
		// 2000-01-01T00:00:00Z plus the virtual clock.
		return 946684800000 + vm.clockNanos()/1e6
	}
	return vm.start.UnixMilli() + vm.clockNanos()/1e6
}

func itoa(i int) string { return strconv.Itoa(i) }
