package java.lang;

/** Thrown by the VM or the library; see the JDK class of the same name. */
public class Error extends Throwable {
    public Error() {
    }

    public Error(String message) {
        super(message);
    }
}
