package java.text;

/** A field of formatted output (INTEGER_FIELD or FRACTION_FIELD) and where it was written. */
public class FieldPosition {
    int field;
    int beginIndex;
    int endIndex;

    public FieldPosition(int field) {
        this.field = field;
    }

    public int getField() {
        return field;
    }

    public int getBeginIndex() {
        return beginIndex;
    }

    public int getEndIndex() {
        return endIndex;
    }

    public void setBeginIndex(int bi) {
        beginIndex = bi;
    }

    public void setEndIndex(int ei) {
        endIndex = ei;
    }

    public boolean equals(Object obj) {
        if (!(obj instanceof FieldPosition)) {
            return false;
        }
        FieldPosition o = (FieldPosition) obj;
        return field == o.field && beginIndex == o.beginIndex && endIndex == o.endIndex;
    }

    public int hashCode() {
        return (field << 24) | (beginIndex << 16) | endIndex;
    }

    public String toString() {
        return getClass().getName() + "[field=" + field + ",attribute=null,beginIndex=" + beginIndex
                + ",endIndex=" + endIndex + ']';
    }
}
