package java.util.concurrent;

/** Thrown when waiting at a barrier that is or becomes broken. */
public class BrokenBarrierException extends Exception {
    private static final long serialVersionUID = 1L;

    public BrokenBarrierException() {
    }

    public BrokenBarrierException(String message) {
        super(message);
    }
}
