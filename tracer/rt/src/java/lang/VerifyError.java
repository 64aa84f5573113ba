package java.lang;

/** Thrown when the verifier detects an inconsistent or insecure class file. */
public class VerifyError extends LinkageError {
    public VerifyError() {
        super();
    }

    public VerifyError(String message) {
        super(message);
    }
}
