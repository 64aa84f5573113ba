// UncaughtException: main prints some output, then a custom RuntimeException (with a cause)
// escapes main. Expected: exit status 1, stdout keeps what was printed before, stderr holds
// `Exception in thread "main" OrderFailed: ...`, the stack trace (only this program's frames),
// and the "Caused by:" section with "... n more". Finally blocks on the way out still run.
// Covers: athrow out of main, the uncaught-exception handler path (Thread.dispatchUncaughtException),
// printStackTrace to System.err.

class OrderFailed extends RuntimeException {
    OrderFailed(String message, Throwable cause) {
        super(message, cause);
    }
}

public class UncaughtException {
    static int[] stock = { 3, 0, 5 };

    static int take(int item) {
        if (stock[item] == 0) {
            throw new IllegalStateException("item " + item + " out of stock");
        }
        return --stock[item];
    }

    static void order(int[] items) {
        for (int i = 0; i < items.length; i++) {
            try {
                int left = take(items[i]);
                System.out.println("took item " + items[i] + ", " + left + " left");
            } catch (IllegalStateException e) {
                throw new OrderFailed("order failed at position " + i, e);
            }
        }
    }

    public static void main(String[] args) {
        System.out.println("processing orders");
        try {
            order(new int[] { 0, 2, 0 });
            order(new int[] { 2, 1, 0 });
        } finally {
            System.out.println("finally in main runs before the uncaught exception is reported");
        }
        System.out.println("not reached");
    }
}
