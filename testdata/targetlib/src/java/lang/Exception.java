package java.lang;

/** Thrown by the VM or the library; see the JDK class of the same name. */
public class Exception extends Throwable {
    public Exception() {
    }

    public Exception(String message) {
        super(message);
    }
}
