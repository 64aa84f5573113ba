package java.nio;

/**
 * Position, limit, capacity and mark of a buffer, with the JDK's invariant checks and
 * exception messages. Only heap buffers exist here.
 */
public abstract class Buffer {
    private int mark = -1;
    private int position;
    private int limit;
    private final int capacity;

    Buffer(int mark, int pos, int lim, int cap) {
        if (cap < 0) {
            throw capacityException(cap);
        }
        this.capacity = cap;
        limit(lim);
        position(pos);
        if (mark >= 0) {
            if (mark > pos) {
                throw new IllegalArgumentException("mark > position: (" + mark + " > " + pos + ")");
            }
            this.mark = mark;
        }
    }

    static IllegalArgumentException capacityException(int cap) {
        return new IllegalArgumentException("capacity < 0: (" + cap + " < 0)");
    }

    public final int capacity() {
        return capacity;
    }

    public final int position() {
        return position;
    }

    public Buffer position(int newPosition) {
        if (newPosition > limit) {
            throw new IllegalArgumentException(
                    "newPosition > limit: (" + newPosition + " > " + limit + ")");
        }
        if (newPosition < 0) {
            throw new IllegalArgumentException("newPosition < 0: (" + newPosition + " < 0)");
        }
        if (mark > newPosition) {
            mark = -1;
        }
        position = newPosition;
        return this;
    }

    public final int limit() {
        return limit;
    }

    public Buffer limit(int newLimit) {
        if (newLimit > capacity) {
            throw new IllegalArgumentException(
                    "newLimit > capacity: (" + newLimit + " > " + capacity + ")");
        }
        if (newLimit < 0) {
            throw new IllegalArgumentException("newLimit < 0: (" + newLimit + " < 0)");
        }
        limit = newLimit;
        if (position > newLimit) {
            position = newLimit;
        }
        if (mark > newLimit) {
            mark = -1;
        }
        return this;
    }

    public Buffer mark() {
        mark = position;
        return this;
    }

    public Buffer reset() {
        if (mark < 0) {
            throw new InvalidMarkException();
        }
        position = mark;
        return this;
    }

    public Buffer clear() {
        position = 0;
        limit = capacity;
        mark = -1;
        return this;
    }

    public Buffer flip() {
        limit = position;
        position = 0;
        mark = -1;
        return this;
    }

    public Buffer rewind() {
        position = 0;
        mark = -1;
        return this;
    }

    public final int remaining() {
        int rem = limit - position;
        return rem > 0 ? rem : 0;
    }

    public final boolean hasRemaining() {
        return position < limit;
    }

    public abstract boolean isReadOnly();

    public abstract boolean hasArray();

    public abstract Object array();

    public abstract int arrayOffset();

    public abstract boolean isDirect();

    public abstract Buffer slice();

    public abstract Buffer slice(int index, int length);

    public abstract Buffer duplicate();

    // ---- package-private helpers for the element accessors ----

    final int markValue() {
        return mark;
    }

    final void discardMark() {
        mark = -1;
    }

    /** The index for a relative get of nb elements; advances the position. */
    final int nextGetIndex(int nb) {
        int p = position;
        if (limit - p < nb) {
            throw new BufferUnderflowException();
        }
        position = p + nb;
        return p;
    }

    /** The index for a relative put of nb elements; advances the position. */
    final int nextPutIndex(int nb) {
        int p = position;
        if (limit - p < nb) {
            throw new BufferOverflowException();
        }
        position = p + nb;
        return p;
    }

    /** Checks an absolute index for nb elements against the limit (no message, as the JDK). */
    final int checkIndex(int i, int nb) {
        if (i < 0 || nb > limit - i) {
            throw new IndexOutOfBoundsException();
        }
        return i;
    }
}
