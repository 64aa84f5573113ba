package java.util;

/**
 * Sorting of primitive arrays for Arrays.sort. Any correct sort gives the same result for
 * primitives, so this is a plain introsort: median-of-three quicksort with three-way partitioning
 * (robust against many equal keys), insertion sort for short ranges, and heapsort when the
 * recursion gets too deep, which bounds the worst case at O(n log n).
 *
 * <p>Floats and doubles follow Double.compare's total order: NaNs are moved to the end first,
 * the rest is sorted with the primitive operators (which see -0.0 == 0.0), and finally the block
 * of zeros is rewritten with all negative zeros first.
 *
 * <p>This file is generated for each element type from one template; edit them alike.
 */
final class ArraysSort {
    private ArraysSort() {
    }

    /** Ranges shorter than this are insertion sorted. */
    private static final int INSERTION_SORT_THRESHOLD = 24;

    private static int depthLimit(int n) {
        // 2 * floor(log2(n)), the usual introsort budget.
        int d = 0;
        while (n > 1) {
            n >>>= 1;
            d++;
        }
        return 2 * d;
    }

    // ---- int ----

    /** Sorts a[lo, hi). */
    static void sort(int[] a, int lo, int hi) {
        if (hi - lo > 1) {
            introSort(a, lo, hi, depthLimit(hi - lo));
        }
    }

    private static void introSort(int[] a, int lo, int hi, int depth) {
        while (hi - lo > INSERTION_SORT_THRESHOLD) {
            if (depth-- == 0) {
                heapSort(a, lo, hi);
                return;
            }
            // Median of three as pivot value.
            int mid = (lo + hi) >>> 1;
            int x = a[lo];
            int y = a[mid];
            int z = a[hi - 1];
            int pivot = (x < y) ? ((y < z) ? y : ((x < z) ? z : x)) : ((x < z) ? x : ((y < z) ? z : y));
            // Three-way partition (Dijkstra): [lo, lt) < pivot, [lt, i) == pivot, (gt, hi) > pivot.
            int lt = lo;
            int gt = hi - 1;
            int i = lo;
            while (i <= gt) {
                int v = a[i];
                if (v < pivot) {
                    a[i++] = a[lt];
                    a[lt++] = v;
                } else if (v > pivot) {
                    a[i] = a[gt];
                    a[gt--] = v;
                } else {
                    i++;
                }
            }
            // Recurse into the smaller side, loop on the larger one: O(log n) stack.
            if (lt - lo < hi - gt - 1) {
                introSort(a, lo, lt, depth);
                lo = gt + 1;
            } else {
                introSort(a, gt + 1, hi, depth);
                hi = lt;
            }
        }
        insertionSort(a, lo, hi);
    }

    private static void insertionSort(int[] a, int lo, int hi) {
        for (int i = lo + 1; i < hi; i++) {
            int v = a[i];
            int j = i - 1;
            while (j >= lo && a[j] > v) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = v;
        }
    }

    private static void heapSort(int[] a, int lo, int hi) {
        int n = hi - lo;
        for (int k = (n >>> 1) - 1; k >= 0; k--) {
            siftDown(a, lo, k, n);
        }
        for (int end = n - 1; end > 0; end--) {
            int top = a[lo];
            a[lo] = a[lo + end];
            a[lo + end] = top;
            siftDown(a, lo, 0, end);
        }
    }

    private static void siftDown(int[] a, int lo, int k, int n) {
        int v = a[lo + k];
        int half = n >>> 1;
        while (k < half) {
            int child = 2 * k + 1;
            if (child + 1 < n && a[lo + child] < a[lo + child + 1]) {
                child++;
            }
            if (!(v < a[lo + child])) {
                break;
            }
            a[lo + k] = a[lo + child];
            k = child;
        }
        a[lo + k] = v;
    }

    // ---- long ----

    /** Sorts a[lo, hi). */
    static void sort(long[] a, int lo, int hi) {
        if (hi - lo > 1) {
            introSort(a, lo, hi, depthLimit(hi - lo));
        }
    }

    private static void introSort(long[] a, int lo, int hi, int depth) {
        while (hi - lo > INSERTION_SORT_THRESHOLD) {
            if (depth-- == 0) {
                heapSort(a, lo, hi);
                return;
            }
            // Median of three as pivot value.
            int mid = (lo + hi) >>> 1;
            long x = a[lo];
            long y = a[mid];
            long z = a[hi - 1];
            long pivot = (x < y) ? ((y < z) ? y : ((x < z) ? z : x)) : ((x < z) ? x : ((y < z) ? z : y));
            // Three-way partition (Dijkstra): [lo, lt) < pivot, [lt, i) == pivot, (gt, hi) > pivot.
            int lt = lo;
            int gt = hi - 1;
            int i = lo;
            while (i <= gt) {
                long v = a[i];
                if (v < pivot) {
                    a[i++] = a[lt];
                    a[lt++] = v;
                } else if (v > pivot) {
                    a[i] = a[gt];
                    a[gt--] = v;
                } else {
                    i++;
                }
            }
            // Recurse into the smaller side, loop on the larger one: O(log n) stack.
            if (lt - lo < hi - gt - 1) {
                introSort(a, lo, lt, depth);
                lo = gt + 1;
            } else {
                introSort(a, gt + 1, hi, depth);
                hi = lt;
            }
        }
        insertionSort(a, lo, hi);
    }

    private static void insertionSort(long[] a, int lo, int hi) {
        for (int i = lo + 1; i < hi; i++) {
            long v = a[i];
            int j = i - 1;
            while (j >= lo && a[j] > v) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = v;
        }
    }

    private static void heapSort(long[] a, int lo, int hi) {
        int n = hi - lo;
        for (int k = (n >>> 1) - 1; k >= 0; k--) {
            siftDown(a, lo, k, n);
        }
        for (int end = n - 1; end > 0; end--) {
            long top = a[lo];
            a[lo] = a[lo + end];
            a[lo + end] = top;
            siftDown(a, lo, 0, end);
        }
    }

    private static void siftDown(long[] a, int lo, int k, int n) {
        long v = a[lo + k];
        int half = n >>> 1;
        while (k < half) {
            int child = 2 * k + 1;
            if (child + 1 < n && a[lo + child] < a[lo + child + 1]) {
                child++;
            }
            if (!(v < a[lo + child])) {
                break;
            }
            a[lo + k] = a[lo + child];
            k = child;
        }
        a[lo + k] = v;
    }

    // ---- short ----

    /** Sorts a[lo, hi). */
    static void sort(short[] a, int lo, int hi) {
        if (hi - lo > 1) {
            introSort(a, lo, hi, depthLimit(hi - lo));
        }
    }

    private static void introSort(short[] a, int lo, int hi, int depth) {
        while (hi - lo > INSERTION_SORT_THRESHOLD) {
            if (depth-- == 0) {
                heapSort(a, lo, hi);
                return;
            }
            // Median of three as pivot value.
            int mid = (lo + hi) >>> 1;
            short x = a[lo];
            short y = a[mid];
            short z = a[hi - 1];
            short pivot = (x < y) ? ((y < z) ? y : ((x < z) ? z : x)) : ((x < z) ? x : ((y < z) ? z : y));
            // Three-way partition (Dijkstra): [lo, lt) < pivot, [lt, i) == pivot, (gt, hi) > pivot.
            int lt = lo;
            int gt = hi - 1;
            int i = lo;
            while (i <= gt) {
                short v = a[i];
                if (v < pivot) {
                    a[i++] = a[lt];
                    a[lt++] = v;
                } else if (v > pivot) {
                    a[i] = a[gt];
                    a[gt--] = v;
                } else {
                    i++;
                }
            }
            // Recurse into the smaller side, loop on the larger one: O(log n) stack.
            if (lt - lo < hi - gt - 1) {
                introSort(a, lo, lt, depth);
                lo = gt + 1;
            } else {
                introSort(a, gt + 1, hi, depth);
                hi = lt;
            }
        }
        insertionSort(a, lo, hi);
    }

    private static void insertionSort(short[] a, int lo, int hi) {
        for (int i = lo + 1; i < hi; i++) {
            short v = a[i];
            int j = i - 1;
            while (j >= lo && a[j] > v) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = v;
        }
    }

    private static void heapSort(short[] a, int lo, int hi) {
        int n = hi - lo;
        for (int k = (n >>> 1) - 1; k >= 0; k--) {
            siftDown(a, lo, k, n);
        }
        for (int end = n - 1; end > 0; end--) {
            short top = a[lo];
            a[lo] = a[lo + end];
            a[lo + end] = top;
            siftDown(a, lo, 0, end);
        }
    }

    private static void siftDown(short[] a, int lo, int k, int n) {
        short v = a[lo + k];
        int half = n >>> 1;
        while (k < half) {
            int child = 2 * k + 1;
            if (child + 1 < n && a[lo + child] < a[lo + child + 1]) {
                child++;
            }
            if (!(v < a[lo + child])) {
                break;
            }
            a[lo + k] = a[lo + child];
            k = child;
        }
        a[lo + k] = v;
    }

    // ---- char ----

    /** Sorts a[lo, hi). */
    static void sort(char[] a, int lo, int hi) {
        if (hi - lo > 1) {
            introSort(a, lo, hi, depthLimit(hi - lo));
        }
    }

    private static void introSort(char[] a, int lo, int hi, int depth) {
        while (hi - lo > INSERTION_SORT_THRESHOLD) {
            if (depth-- == 0) {
                heapSort(a, lo, hi);
                return;
            }
            // Median of three as pivot value.
            int mid = (lo + hi) >>> 1;
            char x = a[lo];
            char y = a[mid];
            char z = a[hi - 1];
            char pivot = (x < y) ? ((y < z) ? y : ((x < z) ? z : x)) : ((x < z) ? x : ((y < z) ? z : y));
            // Three-way partition (Dijkstra): [lo, lt) < pivot, [lt, i) == pivot, (gt, hi) > pivot.
            int lt = lo;
            int gt = hi - 1;
            int i = lo;
            while (i <= gt) {
                char v = a[i];
                if (v < pivot) {
                    a[i++] = a[lt];
                    a[lt++] = v;
                } else if (v > pivot) {
                    a[i] = a[gt];
                    a[gt--] = v;
                } else {
                    i++;
                }
            }
            // Recurse into the smaller side, loop on the larger one: O(log n) stack.
            if (lt - lo < hi - gt - 1) {
                introSort(a, lo, lt, depth);
                lo = gt + 1;
            } else {
                introSort(a, gt + 1, hi, depth);
                hi = lt;
            }
        }
        insertionSort(a, lo, hi);
    }

    private static void insertionSort(char[] a, int lo, int hi) {
        for (int i = lo + 1; i < hi; i++) {
            char v = a[i];
            int j = i - 1;
            while (j >= lo && a[j] > v) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = v;
        }
    }

    private static void heapSort(char[] a, int lo, int hi) {
        int n = hi - lo;
        for (int k = (n >>> 1) - 1; k >= 0; k--) {
            siftDown(a, lo, k, n);
        }
        for (int end = n - 1; end > 0; end--) {
            char top = a[lo];
            a[lo] = a[lo + end];
            a[lo + end] = top;
            siftDown(a, lo, 0, end);
        }
    }

    private static void siftDown(char[] a, int lo, int k, int n) {
        char v = a[lo + k];
        int half = n >>> 1;
        while (k < half) {
            int child = 2 * k + 1;
            if (child + 1 < n && a[lo + child] < a[lo + child + 1]) {
                child++;
            }
            if (!(v < a[lo + child])) {
                break;
            }
            a[lo + k] = a[lo + child];
            k = child;
        }
        a[lo + k] = v;
    }

    // ---- byte ----

    /** Sorts a[lo, hi). */
    static void sort(byte[] a, int lo, int hi) {
        if (hi - lo > 1) {
            introSort(a, lo, hi, depthLimit(hi - lo));
        }
    }

    private static void introSort(byte[] a, int lo, int hi, int depth) {
        while (hi - lo > INSERTION_SORT_THRESHOLD) {
            if (depth-- == 0) {
                heapSort(a, lo, hi);
                return;
            }
            // Median of three as pivot value.
            int mid = (lo + hi) >>> 1;
            byte x = a[lo];
            byte y = a[mid];
            byte z = a[hi - 1];
            byte pivot = (x < y) ? ((y < z) ? y : ((x < z) ? z : x)) : ((x < z) ? x : ((y < z) ? z : y));
            // Three-way partition (Dijkstra): [lo, lt) < pivot, [lt, i) == pivot, (gt, hi) > pivot.
            int lt = lo;
            int gt = hi - 1;
            int i = lo;
            while (i <= gt) {
                byte v = a[i];
                if (v < pivot) {
                    a[i++] = a[lt];
                    a[lt++] = v;
                } else if (v > pivot) {
                    a[i] = a[gt];
                    a[gt--] = v;
                } else {
                    i++;
                }
            }
            // Recurse into the smaller side, loop on the larger one: O(log n) stack.
            if (lt - lo < hi - gt - 1) {
                introSort(a, lo, lt, depth);
                lo = gt + 1;
            } else {
                introSort(a, gt + 1, hi, depth);
                hi = lt;
            }
        }
        insertionSort(a, lo, hi);
    }

    private static void insertionSort(byte[] a, int lo, int hi) {
        for (int i = lo + 1; i < hi; i++) {
            byte v = a[i];
            int j = i - 1;
            while (j >= lo && a[j] > v) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = v;
        }
    }

    private static void heapSort(byte[] a, int lo, int hi) {
        int n = hi - lo;
        for (int k = (n >>> 1) - 1; k >= 0; k--) {
            siftDown(a, lo, k, n);
        }
        for (int end = n - 1; end > 0; end--) {
            byte top = a[lo];
            a[lo] = a[lo + end];
            a[lo + end] = top;
            siftDown(a, lo, 0, end);
        }
    }

    private static void siftDown(byte[] a, int lo, int k, int n) {
        byte v = a[lo + k];
        int half = n >>> 1;
        while (k < half) {
            int child = 2 * k + 1;
            if (child + 1 < n && a[lo + child] < a[lo + child + 1]) {
                child++;
            }
            if (!(v < a[lo + child])) {
                break;
            }
            a[lo + k] = a[lo + child];
            k = child;
        }
        a[lo + k] = v;
    }

    // ---- float ----

    /** Sorts a[lo, hi). */
    static void sortNumbers(float[] a, int lo, int hi) {
        if (hi - lo > 1) {
            introSort(a, lo, hi, depthLimit(hi - lo));
        }
    }

    private static void introSort(float[] a, int lo, int hi, int depth) {
        while (hi - lo > INSERTION_SORT_THRESHOLD) {
            if (depth-- == 0) {
                heapSort(a, lo, hi);
                return;
            }
            // Median of three as pivot value.
            int mid = (lo + hi) >>> 1;
            float x = a[lo];
            float y = a[mid];
            float z = a[hi - 1];
            float pivot = (x < y) ? ((y < z) ? y : ((x < z) ? z : x)) : ((x < z) ? x : ((y < z) ? z : y));
            // Three-way partition (Dijkstra): [lo, lt) < pivot, [lt, i) == pivot, (gt, hi) > pivot.
            int lt = lo;
            int gt = hi - 1;
            int i = lo;
            while (i <= gt) {
                float v = a[i];
                if (v < pivot) {
                    a[i++] = a[lt];
                    a[lt++] = v;
                } else if (v > pivot) {
                    a[i] = a[gt];
                    a[gt--] = v;
                } else {
                    i++;
                }
            }
            // Recurse into the smaller side, loop on the larger one: O(log n) stack.
            if (lt - lo < hi - gt - 1) {
                introSort(a, lo, lt, depth);
                lo = gt + 1;
            } else {
                introSort(a, gt + 1, hi, depth);
                hi = lt;
            }
        }
        insertionSort(a, lo, hi);
    }

    private static void insertionSort(float[] a, int lo, int hi) {
        for (int i = lo + 1; i < hi; i++) {
            float v = a[i];
            int j = i - 1;
            while (j >= lo && a[j] > v) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = v;
        }
    }

    private static void heapSort(float[] a, int lo, int hi) {
        int n = hi - lo;
        for (int k = (n >>> 1) - 1; k >= 0; k--) {
            siftDown(a, lo, k, n);
        }
        for (int end = n - 1; end > 0; end--) {
            float top = a[lo];
            a[lo] = a[lo + end];
            a[lo + end] = top;
            siftDown(a, lo, 0, end);
        }
    }

    private static void siftDown(float[] a, int lo, int k, int n) {
        float v = a[lo + k];
        int half = n >>> 1;
        while (k < half) {
            int child = 2 * k + 1;
            if (child + 1 < n && a[lo + child] < a[lo + child + 1]) {
                child++;
            }
            if (!(v < a[lo + child])) {
                break;
            }
            a[lo + k] = a[lo + child];
            k = child;
        }
        a[lo + k] = v;
    }

    /** Sorts a[lo, hi) in the order of Float.compare. */
    static void sort(float[] a, int lo, int hi) {
        // Move NaNs to the end; they are greater than everything.
        int end = hi;
        while (end > lo && a[end - 1] != a[end - 1]) {
            end--;
        }
        for (int k = end - 1; k >= lo; k--) {
            float ak = a[k];
            if (ak != ak) {
                a[k] = a[--end];
                a[end] = ak;
            }
        }
        sortNumbers(a, lo, end);
        // The zeros are now adjacent but -0.0 and 0.0 are mixed: count the negative ones and
        // rewrite the block with them first.
        int low = lo;
        int high = end - 1;
        while (low <= high) { // binary search for the first element >= 0
            int middle = (low + high) >>> 1;
            if (a[middle] < 0) {
                low = middle + 1;
            } else {
                high = middle - 1;
            }
        }
        int negativeZeros = 0;
        int k = low;
        for (; k < end && a[k] == 0; k++) {
            if (Float.floatToRawIntBits(a[k]) < 0) {
                negativeZeros++;
            }
        }
        for (int z = low; z < k; z++) {
            a[z] = (z - low < negativeZeros) ? -0.0f : 0.0f;
        }
    }

    // ---- double ----

    /** Sorts a[lo, hi). */
    static void sortNumbers(double[] a, int lo, int hi) {
        if (hi - lo > 1) {
            introSort(a, lo, hi, depthLimit(hi - lo));
        }
    }

    private static void introSort(double[] a, int lo, int hi, int depth) {
        while (hi - lo > INSERTION_SORT_THRESHOLD) {
            if (depth-- == 0) {
                heapSort(a, lo, hi);
                return;
            }
            // Median of three as pivot value.
            int mid = (lo + hi) >>> 1;
            double x = a[lo];
            double y = a[mid];
            double z = a[hi - 1];
            double pivot = (x < y) ? ((y < z) ? y : ((x < z) ? z : x)) : ((x < z) ? x : ((y < z) ? z : y));
            // Three-way partition (Dijkstra): [lo, lt) < pivot, [lt, i) == pivot, (gt, hi) > pivot.
            int lt = lo;
            int gt = hi - 1;
            int i = lo;
            while (i <= gt) {
                double v = a[i];
                if (v < pivot) {
                    a[i++] = a[lt];
                    a[lt++] = v;
                } else if (v > pivot) {
                    a[i] = a[gt];
                    a[gt--] = v;
                } else {
                    i++;
                }
            }
            // Recurse into the smaller side, loop on the larger one: O(log n) stack.
            if (lt - lo < hi - gt - 1) {
                introSort(a, lo, lt, depth);
                lo = gt + 1;
            } else {
                introSort(a, gt + 1, hi, depth);
                hi = lt;
            }
        }
        insertionSort(a, lo, hi);
    }

    private static void insertionSort(double[] a, int lo, int hi) {
        for (int i = lo + 1; i < hi; i++) {
            double v = a[i];
            int j = i - 1;
            while (j >= lo && a[j] > v) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = v;
        }
    }

    private static void heapSort(double[] a, int lo, int hi) {
        int n = hi - lo;
        for (int k = (n >>> 1) - 1; k >= 0; k--) {
            siftDown(a, lo, k, n);
        }
        for (int end = n - 1; end > 0; end--) {
            double top = a[lo];
            a[lo] = a[lo + end];
            a[lo + end] = top;
            siftDown(a, lo, 0, end);
        }
    }

    private static void siftDown(double[] a, int lo, int k, int n) {
        double v = a[lo + k];
        int half = n >>> 1;
        while (k < half) {
            int child = 2 * k + 1;
            if (child + 1 < n && a[lo + child] < a[lo + child + 1]) {
                child++;
            }
            if (!(v < a[lo + child])) {
                break;
            }
            a[lo + k] = a[lo + child];
            k = child;
        }
        a[lo + k] = v;
    }

    /** Sorts a[lo, hi) in the order of Double.compare. */
    static void sort(double[] a, int lo, int hi) {
        // Move NaNs to the end; they are greater than everything.
        int end = hi;
        while (end > lo && a[end - 1] != a[end - 1]) {
            end--;
        }
        for (int k = end - 1; k >= lo; k--) {
            double ak = a[k];
            if (ak != ak) {
                a[k] = a[--end];
                a[end] = ak;
            }
        }
        sortNumbers(a, lo, end);
        // The zeros are now adjacent but -0.0 and 0.0 are mixed: count the negative ones and
        // rewrite the block with them first.
        int low = lo;
        int high = end - 1;
        while (low <= high) { // binary search for the first element >= 0
            int middle = (low + high) >>> 1;
            if (a[middle] < 0) {
                low = middle + 1;
            } else {
                high = middle - 1;
            }
        }
        int negativeZeros = 0;
        int k = low;
        for (; k < end && a[k] == 0; k++) {
            if (Double.doubleToRawLongBits(a[k]) < 0) {
                negativeZeros++;
            }
        }
        for (int z = low; z < k; z++) {
            a[z] = (z - low < negativeZeros) ? -0.0 : 0.0;
        }
    }
}
