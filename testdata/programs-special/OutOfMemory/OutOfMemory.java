// OutOfMemory: allocations beyond crossprof's --max-heap raise OutOfMemoryError, which the
// program catches; then it keeps working. HotSpot's outcome depends on its own -Xmx, so there are
// no expected.* files: cmd/crossprof's tests run it with a small --max-heap.
// Covers: newarray beyond the heap limit, a growing list of arrays, catching an Error.

import java.util.ArrayList;

public class OutOfMemory {
    public static void main(String[] args) {
        try {
            long[] huge = new long[1 << 28];
            System.out.println("allocated " + huge.length);
        } catch (OutOfMemoryError e) {
            System.out.println("caught OutOfMemoryError: " + e.getMessage());
        }
        ArrayList<int[]> keep = new ArrayList<int[]>();
        try {
            while (true) {
                keep.add(new int[1 << 20]);
            }
        } catch (OutOfMemoryError e) {
            int n = keep.size();
            keep = null;
            System.out.println("caught OutOfMemoryError after " + (n > 10 ? "many" : "few") + " arrays");
        }
        System.out.println("still running");
    }
}
