package java.lang;

/**
 * The superclass of every record class (JDK 16). A record's equals, hashCode and toString are
 * generated: javac compiles them to invokedynamic sites that the VM links to generated code
 * (ObjectMethods.bootstrap), so they are abstract here.
 */
public abstract class Record {
    /** Constructor for record classes. */
    protected Record() {}

    @Override
    public abstract boolean equals(Object obj);

    @Override
    public abstract int hashCode();

    @Override
    public abstract String toString();
}
