// StaticInit: when and in which order static initializers (<clinit>) run.
// Covers: superclass initialized before subclass; initialization triggered by new, getstatic,
// putstatic and invokestatic, each exactly once; NOT triggered by reading a static final
// compile-time constant (inlined by javac), by declaring a variable or creating an array of the
// class, or by referencing a superclass's static field through a subclass (only the superclass
// initializes); interfaces are not initialized when an implementing class is, unless they declare
// default methods; an interface field access initializes only that interface; static field
// initializers and static blocks run in textual order (a field read before its initializer sees
// the default value); a <clinit> that throws: ExceptionInInitializerError (getMessage null,
// getCause the original exception) on first use and NoClassDefFoundError "Could not initialize
// class Faulty" on later uses; an Error thrown from <clinit> is propagated unwrapped.

class Log {
    static StringBuilder sb = new StringBuilder();

    static void add(String s) {
        System.out.println("  [init] " + s);
    }
}

class Parent {
    static int parentField = init("Parent.parentField");

    static {
        Log.add("Parent static block");
    }

    static int init(String what) {
        Log.add(what);
        return 42;
    }

    static void hello() {
        Log.add("Parent.hello() called");
    }
}

class Child extends Parent {
    static int childField = init("Child.childField");
    static final int CONSTANT = 99; // compile-time constant: reading it does not initialize Child
    static final String SCONST = "const-string";
    static final Integer NOT_CONSTANT = Integer.valueOf(7); // not a constant: getstatic initializes

    static {
        Log.add("Child static block");
    }

    Child() {
        Log.add("Child constructor");
    }
}

class ByPut {
    static int value;

    static {
        Log.add("ByPut static block, value=" + value);
    }
}

class ByInvoke {
    static {
        Log.add("ByInvoke static block");
    }

    static int compute() {
        return 5;
    }
}

class Order {
    static int a = next("a");
    static int b;

    static {
        b = next("b (static block)");
    }

    static int c = next("c");
    static int early = peek();
    static int late = 77;

    static int counter;

    static int next(String n) {
        Log.add("Order." + n + " = " + (counter + 1));
        return ++counter;
    }

    static int peek() {
        Log.add("Order.peek sees late=" + late);
        return late;
    }
}

interface PlainIface {
    int X = Log2.value("PlainIface.X");
}

interface DefaultIface {
    int Y = Log2.value("DefaultIface.Y");

    default int twice() {
        return 2 * Y;
    }
}

class Log2 {
    static int value(String what) {
        Log.add(what + " initialized");
        return 11;
    }
}

class Impl implements PlainIface, DefaultIface {
    static {
        Log.add("Impl static block");
    }
}

class Faulty {
    static int data = compute();

    static int compute() {
        Log.add("Faulty.compute about to fail");
        String s = null;
        if (s == null) throw new IllegalStateException("Faulty cannot start");
        return 1;
    }

    static void use() {
        System.out.println("Faulty.use");
    }
}

class FaultyError {
    static {
        Log.add("FaultyError static block");
        if (Log.sb != null) throw new AssertionError("an Error from <clinit>");
    }

    static void use() {
        System.out.println("FaultyError.use");
    }
}

class ArithmeticInit {
    static int zero = 0;
    static int bad = 10 / zero;
}

public class StaticInit {
    static {
        System.out.println("StaticInit (main class) static block");
    }

    public static void main(String[] args) {
        System.out.println("main starts");
        System.out.println("constant Child.CONSTANT = " + Child.CONSTANT + ", SCONST = " + Child.SCONST);
        Child[] arr = new Child[3];
        Child nothing = null;
        System.out.println("array of Child created, length " + arr.length + ", null ref " + nothing);
        System.out.println("Child.parentField via subclass:");
        System.out.println("  = " + Child.parentField);
        System.out.println("new Child():");
        new Child();
        System.out.println("second new Child():");
        new Child();
        System.out.println("Child.NOT_CONSTANT = " + Child.NOT_CONSTANT);
        System.out.println("putstatic ByPut.value:");
        ByPut.value = 3;
        System.out.println("  ByPut.value = " + ByPut.value);
        System.out.println("invokestatic ByInvoke.compute():");
        System.out.println("  = " + ByInvoke.compute());
        System.out.println("Order:");
        System.out.println("  a=" + Order.a + " b=" + Order.b + " c=" + Order.c + " early=" + Order.early + " late=" + Order.late);
        System.out.println("new Impl():");
        Impl impl = new Impl();
        System.out.println("impl.twice():");
        System.out.println("  = " + impl.twice());
        System.out.println("PlainIface.X:");
        System.out.println("  = " + PlainIface.X);

        for (int i = 1; i <= 3; i++) {
            try {
                System.out.println("Faulty attempt " + i + ":");
                Faulty.use();
            } catch (ExceptionInInitializerError e) {
                System.out.println("  caught " + e + " message=" + e.getMessage());
                System.out.println("  cause " + e.getCause());
                System.out.println("  getException " + e.getException());
            } catch (NoClassDefFoundError e) {
                System.out.println("  caught " + e.getClass().getName() + ": " + e.getMessage());
            }
        }
        try {
            System.out.println("Faulty.data = " + Faulty.data);
        } catch (NoClassDefFoundError e) {
            System.out.println("  getstatic: " + e.getMessage());
        }
        try {
            new Faulty();
        } catch (NoClassDefFoundError e) {
            System.out.println("  new: " + e.getMessage());
        }
        for (int i = 1; i <= 2; i++) {
            try {
                FaultyError.use();
            } catch (AssertionError e) {
                System.out.println("  AssertionError propagated: " + e.getMessage());
            } catch (NoClassDefFoundError e) {
                System.out.println("  then: " + e.getMessage());
            }
        }
        try {
            System.out.println(ArithmeticInit.bad);
        } catch (ExceptionInInitializerError e) {
            System.out.println("  ArithmeticInit: " + e.getCause());
        }
        System.out.println("main ends");
    }
}
