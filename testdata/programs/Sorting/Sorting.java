// Sorting: handwritten quicksort (median of three, insertion sort for small ranges), heapsort,
// merge sort and shell sort on int arrays filled from java.util.Random with a fixed seed; checks
// that all agree with each other and with Arrays.sort, and prints checksums, comparison counts
// and sampled elements. Heavy workload: roughly 5*10^7 bytecodes.
// Covers: recursion, int[] swaps (iaload/iastore), while loops with compound conditions,
// System.arraycopy, clone(), java.util.Random.nextInt(bound), Arrays.sort/equals.

import java.util.Arrays;
import java.util.Random;

public class Sorting {
    static long comparisons;

    static boolean less(int a, int b) {
        comparisons++;
        return a < b;
    }

    static void swap(int[] a, int i, int j) {
        int t = a[i];
        a[i] = a[j];
        a[j] = t;
    }

    static void quicksort(int[] a, int lo, int hi) {
        while (hi - lo > 16) {
            int mid = (lo + hi) >>> 1;
            if (less(a[mid], a[lo])) swap(a, mid, lo);
            if (less(a[hi], a[lo])) swap(a, hi, lo);
            if (less(a[hi], a[mid])) swap(a, hi, mid);
            int pivot = a[mid];
            int i = lo, j = hi;
            while (i <= j) {
                while (less(a[i], pivot)) i++;
                while (less(pivot, a[j])) j--;
                if (i <= j) {
                    swap(a, i, j);
                    i++;
                    j--;
                }
            }
            if (j - lo < hi - i) {
                quicksort(a, lo, j);
                lo = i;
            } else {
                quicksort(a, i, hi);
                hi = j;
            }
        }
        for (int i = lo + 1; i <= hi; i++) {
            int v = a[i];
            int j = i - 1;
            while (j >= lo && less(v, a[j])) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = v;
        }
    }

    static void heapsort(int[] a) {
        int n = a.length;
        for (int i = n / 2 - 1; i >= 0; i--) siftDown(a, i, n);
        for (int end = n - 1; end > 0; end--) {
            swap(a, 0, end);
            siftDown(a, 0, end);
        }
    }

    static void siftDown(int[] a, int i, int n) {
        while (true) {
            int child = 2 * i + 1;
            if (child >= n) return;
            if (child + 1 < n && less(a[child], a[child + 1])) child++;
            if (!less(a[i], a[child])) return;
            swap(a, i, child);
            i = child;
        }
    }

    static void mergesort(int[] a, int[] tmp, int lo, int hi) {
        if (hi - lo < 2) return;
        int mid = (lo + hi) >>> 1;
        mergesort(a, tmp, lo, mid);
        mergesort(a, tmp, mid, hi);
        int i = lo, j = mid, k = lo;
        while (i < mid && j < hi) tmp[k++] = less(a[j], a[i]) ? a[j++] : a[i++];
        while (i < mid) tmp[k++] = a[i++];
        while (j < hi) tmp[k++] = a[j++];
        System.arraycopy(tmp, lo, a, lo, hi - lo);
    }

    static void shellsort(int[] a) {
        int gap = 1;
        while (gap < a.length / 3) gap = 3 * gap + 1;
        for (; gap > 0; gap /= 3) {
            for (int i = gap; i < a.length; i++) {
                int v = a[i];
                int j = i;
                while (j >= gap && less(v, a[j - gap])) {
                    a[j] = a[j - gap];
                    j -= gap;
                }
                a[j] = v;
            }
        }
    }

    static long checksum(int[] a) {
        long h = 0;
        for (int i = 0; i < a.length; i++) h = h * 131 + a[i];
        return h;
    }

    static boolean sorted(int[] a) {
        for (int i = 1; i < a.length; i++) if (a[i - 1] > a[i]) return false;
        return true;
    }

    public static void main(String[] args) {
        Random rnd = new Random(31337);
        int n = 15000;
        int[] data = new int[n];
        for (int i = 0; i < n; i++) data[i] = rnd.nextInt(1000000) - 500000;
        int[] ref = data.clone();
        Arrays.sort(ref);
        System.out.println("reference: min " + ref[0] + " median " + ref[n / 2] + " max " + ref[n - 1] + " checksum " + checksum(ref));

        int[] q = data.clone();
        comparisons = 0;
        quicksort(q, 0, n - 1);
        System.out.println("quicksort: sorted " + sorted(q) + " equals reference " + Arrays.equals(q, ref) + " comparisons " + comparisons);

        int[] h = data.clone();
        comparisons = 0;
        heapsort(h);
        System.out.println("heapsort: sorted " + sorted(h) + " equals reference " + Arrays.equals(h, ref) + " comparisons " + comparisons);

        int[] m = data.clone();
        comparisons = 0;
        mergesort(m, new int[n], 0, n);
        System.out.println("mergesort: sorted " + sorted(m) + " equals reference " + Arrays.equals(m, ref) + " comparisons " + comparisons);

        int[] s = data.clone();
        comparisons = 0;
        shellsort(s);
        System.out.println("shellsort: sorted " + sorted(s) + " equals reference " + Arrays.equals(s, ref) + " comparisons " + comparisons);

        int[] few = new int[5000];
        for (int i = 0; i < few.length; i++) few[i] = rnd.nextInt(5);
        comparisons = 0;
        quicksort(few, 0, few.length - 1);
        System.out.println("quicksort many duplicates: sorted " + sorted(few) + " comparisons " + comparisons);
        int[] desc = new int[5000];
        for (int i = 0; i < desc.length; i++) desc[i] = desc.length - i;
        comparisons = 0;
        quicksort(desc, 0, desc.length - 1);
        System.out.println("quicksort descending input: sorted " + sorted(desc) + " comparisons " + comparisons);
        StringBuilder sb = new StringBuilder("samples:");
        for (int i = 0; i < n; i += n / 8) sb.append(' ').append(q[i]);
        System.out.println(sb);
    }
}
