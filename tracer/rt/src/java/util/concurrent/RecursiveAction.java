package java.util.concurrent;

/** A resultless ForkJoinTask whose work is compute(). */
public abstract class RecursiveAction extends ForkJoinTask<Void> {
    private static final long serialVersionUID = 1L;

    public RecursiveAction() {
    }

    protected abstract void compute();

    public final Void getRawResult() {
        return null;
    }

    protected final void setRawResult(Void mustBeNull) {
    }

    protected final boolean exec() {
        compute();
        return true;
    }
}
