// UncaughtNPE: an uncaught NullPointerException raised by the VM (getfield on null) two frames
// below main. Expected: exit status 1 and stderr `Exception in thread "main"
// java.lang.NullPointerException: Cannot read field ...` (JDK 17's helpful message, which
// crossprof computes too) followed by the program's frames. The message names the failing
// instruction and where the null came from.
// Covers: getfield on null, implicit exception creation by the VM, uncaught exception reporting.

class Cell {
    int value;
    Cell next;

    Cell(int value, Cell next) {
        this.value = value;
        this.next = next;
    }
}

public class UncaughtNPE {
    static int sum(Cell c) {
        int s = 0;
        for (int i = 0; i < 4; i++) {
            s += c.value;
            c = c.next;
        }
        return s;
    }

    public static void main(String[] args) {
        Cell list = new Cell(1, new Cell(2, new Cell(3, null)));
        System.out.println("sum of first three: " + (list.value + list.next.value + list.next.next.value));
        System.out.println("sum of four: " + sum(list));
    }
}
