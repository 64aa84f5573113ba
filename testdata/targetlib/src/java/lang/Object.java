package java.lang;

/** The root class of the stand-in target library: just enough for the VM and javac. */
public class Object {
    public Object() {
    }

    public boolean equals(Object o) {
        return this == o;
    }

    public native int hashCode();

    public String toString() {
        return "Object";
    }
}
