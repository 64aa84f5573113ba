// Dispatch: method selection.
// Covers: invokevirtual with overriding across three levels, super.m() (invokespecial of a
// superclass method), private methods that a subclass method with the same name does not
// override, package-private methods, invokeinterface on several implementations, an interface
// method implemented by a method inherited from a superclass, default methods (inherited,
// overridden, and chosen via Iface.super.m()), static interface methods, multiple
// interface inheritance with a diamond, an abstract class with an abstract method,
// static methods hidden in a subclass (invokestatic is resolved by the static type), overload
// resolution (int/long/Integer/Object/varargs, null arguments), covariant return types and the
// bridge methods javac emits for them, final methods, and toString() overriding used by
// string concatenation.

interface Greeter {
    String greet(String who);

    default String greetAll(String[] names) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < names.length; i++) {
            if (i > 0) sb.append("; ");
            sb.append(greet(names[i]));
        }
        return sb.toString();
    }

    default String tag() {
        return "Greeter";
    }

    static String banner() {
        return "== greeters ==";
    }
}

interface Loud {
    default String tag() {
        return "Loud";
    }

    default String shout(String s) {
        return s.toUpperCase() + "!";
    }
}

interface Named {
    String name();
}

interface Polite extends Greeter, Named {
    default String greet(String who) {
        return "Good day, " + who + ", I am " + name();
    }
}

class PlainEnglish {
    public String greet(String who) {
        return "Hello " + who;
    }
}

// Implements Greeter.greet with the method inherited from its superclass.
class English extends PlainEnglish implements Greeter {
}

class French implements Greeter {
    public String greet(String who) {
        return "Bonjour " + who;
    }

    public String tag() {
        return "French(" + Greeter.super.tag() + ")";
    }
}

class Shouty extends PlainEnglish implements Greeter, Loud {
    public String greet(String who) {
        return shout(super.greet(who));
    }

    public String tag() {
        return Greeter.super.tag() + "+" + Loud.super.tag();
    }
}

class Butler implements Polite {
    public String name() {
        return "Jeeves";
    }
}

abstract class Animal {
    private String secret() {
        return "animal-secret";
    }

    String reveal() {
        return secret();
    }

    abstract String sound();

    String describe() {
        return getClass().getName() + " says " + sound();
    }

    final String kingdom() {
        return "Animalia";
    }

    static String family() {
        return "animal-family";
    }

    Animal self() {
        return this;
    }

    String speak(int times) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < times; i++) sb.append(sound());
        return sb.toString();
    }
}

class Dog extends Animal {
    // Not an override: Animal.secret() is private.
    String secret() {
        return "dog-secret";
    }

    String sound() {
        return "Woof";
    }

    static String family() {
        return "canine";
    }

    Dog self() { // covariant return: javac adds a bridge Animal self()
        return this;
    }

    public String toString() {
        return "Dog";
    }
}

class Puppy extends Dog {
    String sound() {
        return "Yip";
    }

    String describe() {
        return "puppy: " + super.describe() + " (parent " + super.sound() + ")";
    }

    public String toString() {
        return "Puppy<" + super.toString() + ">";
    }
}

class Cat extends Animal {
    String sound() {
        return "Meow";
    }

    String speak(int times) {
        return "(cat ignores) " + super.speak(1);
    }
}

class Overloads {
    static String f(int x) { return "f(int)"; }
    static String f(long x) { return "f(long)"; }
    static String f(double x) { return "f(double)"; }
    static String f(Integer x) { return "f(Integer)"; }
    static String f(Object x) { return "f(Object)"; }
    static String f(String x) { return "f(String)"; }
    static String f(int... xs) { return "f(int...) len " + xs.length; }
    static String g(long x) { return "g(long)"; }
    static String g(Object x) { return "g(Object)"; }
    static String h(Object... xs) { return "h(Object...) " + (xs == null ? "null array" : "len " + xs.length); }
    String m(Animal a) { return "m(Animal)"; }
    String m(Dog d) { return "m(Dog)"; }
}

class SubOverloads extends Overloads {
    String m(Animal a) { return "SubOverloads.m(Animal)"; }
}

public class Dispatch {
    public static void main(String[] args) {
        System.out.println(Greeter.banner());
        Greeter[] gs = { new English(), new French(), new Shouty(), new Butler() };
        String[] names = { "Ann", "Bob" };
        for (int i = 0; i < gs.length; i++) {
            Greeter g = gs[i];
            System.out.println(g.getClass().getName() + ": " + g.greet("World") + " | " + g.greetAll(names) + " | tag " + g.tag());
        }
        Loud loud = new Shouty();
        System.out.println("Loud view: " + loud.shout("hey") + " " + loud.tag());
        Named n = new Butler();
        System.out.println("Named: " + n.name() + " instanceof Greeter " + (n instanceof Greeter));

        Animal[] zoo = { new Dog(), new Puppy(), new Cat() };
        for (int i = 0; i < zoo.length; i++) {
            Animal a = zoo[i];
            System.out.println(a.describe() + " / speak " + a.speak(2) + " / " + a.reveal() + " / " + a.kingdom() + " / self " + a.self().sound());
        }
        Dog dog = new Puppy();
        System.out.println("dog.secret() = " + dog.secret() + ", reveal = " + dog.reveal());
        System.out.println("static hiding: " + Animal.family() + " " + Dog.family());
        System.out.println("toString via concat: " + dog + " " + zoo[0]);
        Dog selfDog = dog.self();
        System.out.println("covariant self: " + selfDog.sound());

        System.out.println(Overloads.f(1) + " " + Overloads.f(1L) + " " + Overloads.f(1.0f) + " " + Overloads.f('c')
                + " " + Overloads.f((short) 2) + " " + Overloads.f(Integer.valueOf(1)) + " " + Overloads.f("s")
                + " " + Overloads.f((Object) "s") + " " + Overloads.f() + " " + Overloads.f(1, 2, 3));
        System.out.println(Overloads.g(1) + " " + Overloads.g(Integer.valueOf(1)) + " " + Overloads.h() + " "
                + Overloads.h("a", "b") + " " + Overloads.h((Object[]) null) + " " + Overloads.h((Object) null));
        Overloads o = new SubOverloads();
        Animal asAnimal = new Dog();
        System.out.println(o.m(asAnimal) + " " + o.m(new Dog()) + " " + o.m((Animal) new Dog()));
    }
}
