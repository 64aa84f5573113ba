package java.util;

/**
 * Tim Peters's list sort (stable, adaptive merge sort), used by Arrays.sort for object arrays.
 * It follows the JDK's parameters and steps exactly (minimum run length, binary insertion sort
 * of short runs, the run-stack invariants, galloping with an adaptive threshold) so that a
 * comparator sees the same sequence of calls as on HotSpot; programs that count or log
 * comparisons print the same thing.
 *
 * <p>Natural ordering uses the same code with a comparator that calls compareTo, which makes the
 * same calls as the JDK's separate ComparableTimSort.
 */
final class TimSort<T> {
    /** Arrays shorter than this are sorted by binary insertion alone. */
    private static final int MIN_MERGE = 32;

    private final T[] a;
    private final Comparator<? super T> c;

    /** Consecutive wins of one run after which merging switches to galloping. */
    private static final int MIN_GALLOP = 7;
    private int minGallop = MIN_GALLOP;

    private static final int INITIAL_TMP_STORAGE_LENGTH = 256;

    /** Merge buffer. */
    private Object[] tmp;

    /** Pending runs: run i starts at runBase[i] and is runLen[i] long. */
    private int stackSize = 0;
    private final int[] runBase;
    private final int[] runLen;

    private TimSort(T[] a, Comparator<? super T> c) {
        this.a = a;
        this.c = c;
        int len = a.length;
        int tlen = (len < 2 * INITIAL_TMP_STORAGE_LENGTH) ? len >>> 1 : INITIAL_TMP_STORAGE_LENGTH;
        tmp = new Object[tlen];
        // Enough stack for any array of this length given the run-length invariants.
        int stackLen = (len < 120 ? 5 : len < 1542 ? 10 : len < 119151 ? 24 : 49);
        runBase = new int[stackLen];
        runLen = new int[stackLen];
    }

    /** Sorts a[lo, hi) with c (never null here). */
    static <T> void sort(T[] a, int lo, int hi, Comparator<? super T> c) {
        int nRemaining = hi - lo;
        if (nRemaining < 2) {
            return;
        }
        if (nRemaining < MIN_MERGE) {
            int initRunLen = countRunAndMakeAscending(a, lo, hi, c);
            binarySort(a, lo, hi, lo + initRunLen, c);
            return;
        }
        TimSort<T> ts = new TimSort<T>(a, c);
        int minRun = minRunLength(nRemaining);
        do {
            int runLen = countRunAndMakeAscending(a, lo, hi, c);
            // Extend a short natural run to minRun elements with binary insertion.
            if (runLen < minRun) {
                int force = nRemaining <= minRun ? nRemaining : minRun;
                binarySort(a, lo, lo + force, lo + runLen, c);
                runLen = force;
            }
            ts.pushRun(lo, runLen);
            ts.mergeCollapse();
            lo += runLen;
            nRemaining -= runLen;
        } while (nRemaining != 0);
        ts.mergeForceCollapse();
    }

    /** Binary insertion sort of a[lo, hi), of which a[lo, start) is already sorted. */
    private static <T> void binarySort(T[] a, int lo, int hi, int start, Comparator<? super T> c) {
        if (start == lo) {
            start++;
        }
        for (; start < hi; start++) {
            T pivot = a[start];
            int left = lo;
            int right = start;
            while (left < right) {
                int mid = (left + right) >>> 1;
                if (c.compare(pivot, a[mid]) < 0) {
                    right = mid;
                } else {
                    left = mid + 1; // equal elements go after: stability
                }
            }
            int n = start - left;
            System.arraycopy(a, left, a, left + 1, n);
            a[left] = pivot;
        }
    }

    /**
     * Length of the run starting at lo: a non-descending run, or a strictly descending one, which
     * is reversed in place (strictness keeps the sort stable).
     */
    private static <T> int countRunAndMakeAscending(T[] a, int lo, int hi, Comparator<? super T> c) {
        int runHi = lo + 1;
        if (runHi == hi) {
            return 1;
        }
        if (c.compare(a[runHi++], a[lo]) < 0) {
            while (runHi < hi && c.compare(a[runHi], a[runHi - 1]) < 0) {
                runHi++;
            }
            reverseRange(a, lo, runHi);
        } else {
            while (runHi < hi && c.compare(a[runHi], a[runHi - 1]) >= 0) {
                runHi++;
            }
        }
        return runHi - lo;
    }

    private static void reverseRange(Object[] a, int lo, int hi) {
        hi--;
        while (lo < hi) {
            Object t = a[lo];
            a[lo++] = a[hi];
            a[hi--] = t;
        }
    }

    /**
     * The minimum run length: n itself below MIN_MERGE, otherwise a k in [MIN_MERGE/2, MIN_MERGE]
     * such that n/k is, or is just below, a power of two, which balances the merges.
     */
    private static int minRunLength(int n) {
        int r = 0;
        while (n >= MIN_MERGE) {
            r |= (n & 1);
            n >>= 1;
        }
        return n + r;
    }

    private void pushRun(int runBase, int runLen) {
        this.runBase[stackSize] = runBase;
        this.runLen[stackSize] = runLen;
        stackSize++;
    }

    /**
     * Merges runs until the stack invariants hold again, for the top runs X, Y, Z, W (W on top):
     * len(X) > len(Y) + len(Z), len(Y) > len(Z) + len(W), and len(Z) > len(W).
     */
    private void mergeCollapse() {
        while (stackSize > 1) {
            int n = stackSize - 2;
            if (n > 0 && runLen[n - 1] <= runLen[n] + runLen[n + 1]
                    || n > 1 && runLen[n - 2] <= runLen[n] + runLen[n - 1]) {
                if (runLen[n - 1] < runLen[n + 1]) {
                    n--;
                }
            } else if (n < 0 || runLen[n] > runLen[n + 1]) {
                break;
            }
            mergeAt(n);
        }
    }

    /** Merges all remaining runs, at the end of the sort. */
    private void mergeForceCollapse() {
        while (stackSize > 1) {
            int n = stackSize - 2;
            if (n > 0 && runLen[n - 1] < runLen[n + 1]) {
                n--;
            }
            mergeAt(n);
        }
    }

    /** Merges runs i and i + 1 of the stack (i is the second or third run from the top). */
    private void mergeAt(int i) {
        int base1 = runBase[i];
        int len1 = runLen[i];
        int base2 = runBase[i + 1];
        int len2 = runLen[i + 1];
        runLen[i] = len1 + len2;
        if (i == stackSize - 3) {
            runBase[i + 1] = runBase[i + 2];
            runLen[i + 1] = runLen[i + 2];
        }
        stackSize--;
        // Elements of run 1 before the first of run 2 are already in place...
        int k = gallopRight(a[base2], a, base1, len1, 0, c);
        base1 += k;
        len1 -= k;
        if (len1 == 0) {
            return;
        }
        // ...and so are elements of run 2 after the last of run 1.
        len2 = gallopLeft(a[base1 + len1 - 1], a, base2, len2, len2 - 1, c);
        if (len2 == 0) {
            return;
        }
        if (len1 <= len2) {
            mergeLo(base1, len1, base2, len2);
        } else {
            mergeHi(base1, len1, base2, len2);
        }
    }

    /**
     * Where key goes in the sorted range a[base, base + len), before any equal elements:
     * exponential search outwards from hint, then binary search.
     */
    private static <T> int gallopLeft(T key, Object[] a, int base, int len, int hint, Comparator<? super T> c) {
        int lastOfs = 0;
        int ofs = 1;
        if (c.compare(key, elt(a, base + hint)) > 0) {
            // Gallop right until a[base+hint+lastOfs] < key <= a[base+hint+ofs].
            int maxOfs = len - hint;
            while (ofs < maxOfs && c.compare(key, elt(a, base + hint + ofs)) > 0) {
                lastOfs = ofs;
                ofs = (ofs << 1) + 1;
                if (ofs <= 0) { // overflow
                    ofs = maxOfs;
                }
            }
            if (ofs > maxOfs) {
                ofs = maxOfs;
            }
            lastOfs += hint;
            ofs += hint;
        } else {
            // Gallop left until a[base+hint-ofs] < key <= a[base+hint-lastOfs].
            final int maxOfs = hint + 1;
            while (ofs < maxOfs && c.compare(key, elt(a, base + hint - ofs)) <= 0) {
                lastOfs = ofs;
                ofs = (ofs << 1) + 1;
                if (ofs <= 0) {
                    ofs = maxOfs;
                }
            }
            if (ofs > maxOfs) {
                ofs = maxOfs;
            }
            int tmp = lastOfs;
            lastOfs = hint - ofs;
            ofs = hint - tmp;
        }
        // Now a[base+lastOfs] < key <= a[base+ofs]: binary search in between.
        lastOfs++;
        while (lastOfs < ofs) {
            int m = lastOfs + ((ofs - lastOfs) >>> 1);
            if (c.compare(key, elt(a, base + m)) > 0) {
                lastOfs = m + 1;
            } else {
                ofs = m;
            }
        }
        return ofs;
    }

    /** Like gallopLeft, but key goes after any equal elements. */
    private static <T> int gallopRight(T key, Object[] a, int base, int len, int hint, Comparator<? super T> c) {
        int ofs = 1;
        int lastOfs = 0;
        if (c.compare(key, elt(a, base + hint)) < 0) {
            // Gallop left until a[b+hint - ofs] <= key < a[b+hint - lastOfs].
            int maxOfs = hint + 1;
            while (ofs < maxOfs && c.compare(key, elt(a, base + hint - ofs)) < 0) {
                lastOfs = ofs;
                ofs = (ofs << 1) + 1;
                if (ofs <= 0) {
                    ofs = maxOfs;
                }
            }
            if (ofs > maxOfs) {
                ofs = maxOfs;
            }
            int tmp = lastOfs;
            lastOfs = hint - ofs;
            ofs = hint - tmp;
        } else {
            // Gallop right until a[b+hint + lastOfs] <= key < a[b+hint + ofs].
            int maxOfs = len - hint;
            while (ofs < maxOfs && c.compare(key, elt(a, base + hint + ofs)) >= 0) {
                lastOfs = ofs;
                ofs = (ofs << 1) + 1;
                if (ofs <= 0) {
                    ofs = maxOfs;
                }
            }
            if (ofs > maxOfs) {
                ofs = maxOfs;
            }
            lastOfs += hint;
            ofs += hint;
        }
        lastOfs++;
        while (lastOfs < ofs) {
            int m = lastOfs + ((ofs - lastOfs) >>> 1);
            if (c.compare(key, elt(a, base + m)) < 0) {
                ofs = m;
            } else {
                lastOfs = m + 1;
            }
        }
        return ofs;
    }

    @SuppressWarnings("unchecked")
    private static <T> T elt(Object[] a, int i) {
        return (T) a[i];
    }

    /**
     * Merges two adjacent runs in place, the first (shorter) one copied to tmp and merged from
     * the left. Requires a[base1] > a[base2] and the last of run 1 > all of run 2 (mergeAt
     * trimmed the runs so).
     */
    private void mergeLo(int base1, int len1, int base2, int len2) {
        T[] a = this.a;
        Object[] tmp = ensureCapacity(len1);
        int cursor1 = 0;
        int cursor2 = base2;
        int dest = base1;
        System.arraycopy(a, base1, tmp, cursor1, len1);

        a[dest++] = a[cursor2++];
        if (--len2 == 0) {
            System.arraycopy(tmp, cursor1, a, dest, len1);
            return;
        }
        if (len1 == 1) {
            System.arraycopy(a, cursor2, a, dest, len2);
            a[dest + len2] = this.<T>elt(tmp, cursor1);
            return;
        }

        Comparator<? super T> c = this.c;
        int minGallop = this.minGallop;
        outer:
        while (true) {
            int count1 = 0; // consecutive wins of run 1
            int count2 = 0; // consecutive wins of run 2
            // One element at a time until one run keeps winning.
            do {
                if (c.compare(a[cursor2], this.<T>elt(tmp, cursor1)) < 0) {
                    a[dest++] = a[cursor2++];
                    count2++;
                    count1 = 0;
                    if (--len2 == 0) {
                        break outer;
                    }
                } else {
                    a[dest++] = this.<T>elt(tmp, cursor1++);
                    count1++;
                    count2 = 0;
                    if (--len1 == 1) {
                        break outer;
                    }
                }
            } while ((count1 | count2) < minGallop);

            // Gallop while it pays off, making galloping easier to enter next time.
            do {
                count1 = gallopRight(a[cursor2], tmp, cursor1, len1, 0, c);
                if (count1 != 0) {
                    System.arraycopy(tmp, cursor1, a, dest, count1);
                    dest += count1;
                    cursor1 += count1;
                    len1 -= count1;
                    if (len1 <= 1) {
                        break outer;
                    }
                }
                a[dest++] = a[cursor2++];
                if (--len2 == 0) {
                    break outer;
                }
                count2 = gallopLeft(this.<T>elt(tmp, cursor1), a, cursor2, len2, 0, c);
                if (count2 != 0) {
                    System.arraycopy(a, cursor2, a, dest, count2);
                    dest += count2;
                    cursor2 += count2;
                    len2 -= count2;
                    if (len2 == 0) {
                        break outer;
                    }
                }
                a[dest++] = this.<T>elt(tmp, cursor1++);
                if (--len1 == 1) {
                    break outer;
                }
                minGallop--;
            } while (count1 >= MIN_GALLOP | count2 >= MIN_GALLOP);
            if (minGallop < 0) {
                minGallop = 0;
            }
            minGallop += 2; // penalty for leaving gallop mode
        }
        this.minGallop = minGallop < 1 ? 1 : minGallop;

        if (len1 == 1) {
            System.arraycopy(a, cursor2, a, dest, len2);
            a[dest + len2] = this.<T>elt(tmp, cursor1);
        } else if (len1 == 0) {
            throw new IllegalArgumentException("Comparison method violates its general contract!");
        } else {
            System.arraycopy(tmp, cursor1, a, dest, len1);
        }
    }

    /** Like mergeLo, but run 2 (the shorter one) goes to tmp and merging runs from the right. */
    private void mergeHi(int base1, int len1, int base2, int len2) {
        T[] a = this.a;
        Object[] tmp = ensureCapacity(len2);
        int tmpBase = 0;
        System.arraycopy(a, base2, tmp, tmpBase, len2);

        int cursor1 = base1 + len1 - 1;
        int cursor2 = tmpBase + len2 - 1;
        int dest = base2 + len2 - 1;

        a[dest--] = a[cursor1--];
        if (--len1 == 0) {
            System.arraycopy(tmp, tmpBase, a, dest - (len2 - 1), len2);
            return;
        }
        if (len2 == 1) {
            dest -= len1;
            cursor1 -= len1;
            System.arraycopy(a, cursor1 + 1, a, dest + 1, len1);
            a[dest] = this.<T>elt(tmp, cursor2);
            return;
        }

        Comparator<? super T> c = this.c;
        int minGallop = this.minGallop;
        outer:
        while (true) {
            int count1 = 0;
            int count2 = 0;
            do {
                if (c.compare(this.<T>elt(tmp, cursor2), a[cursor1]) < 0) {
                    a[dest--] = a[cursor1--];
                    count1++;
                    count2 = 0;
                    if (--len1 == 0) {
                        break outer;
                    }
                } else {
                    a[dest--] = this.<T>elt(tmp, cursor2--);
                    count2++;
                    count1 = 0;
                    if (--len2 == 1) {
                        break outer;
                    }
                }
            } while ((count1 | count2) < minGallop);

            do {
                count1 = len1 - gallopRight(this.<T>elt(tmp, cursor2), a, base1, len1, len1 - 1, c);
                if (count1 != 0) {
                    dest -= count1;
                    cursor1 -= count1;
                    len1 -= count1;
                    System.arraycopy(a, cursor1 + 1, a, dest + 1, count1);
                    if (len1 == 0) {
                        break outer;
                    }
                }
                a[dest--] = this.<T>elt(tmp, cursor2--);
                if (--len2 == 1) {
                    break outer;
                }
                count2 = len2 - gallopLeft(a[cursor1], tmp, tmpBase, len2, len2 - 1, c);
                if (count2 != 0) {
                    dest -= count2;
                    cursor2 -= count2;
                    len2 -= count2;
                    System.arraycopy(tmp, cursor2 + 1, a, dest + 1, count2);
                    if (len2 <= 1) {
                        break outer;
                    }
                }
                a[dest--] = a[cursor1--];
                if (--len1 == 0) {
                    break outer;
                }
                minGallop--;
            } while (count1 >= MIN_GALLOP | count2 >= MIN_GALLOP);
            if (minGallop < 0) {
                minGallop = 0;
            }
            minGallop += 2;
        }
        this.minGallop = minGallop < 1 ? 1 : minGallop;

        if (len2 == 1) {
            dest -= len1;
            cursor1 -= len1;
            System.arraycopy(a, cursor1 + 1, a, dest + 1, len1);
            a[dest] = this.<T>elt(tmp, cursor2);
        } else if (len2 == 0) {
            throw new IllegalArgumentException("Comparison method violates its general contract!");
        } else {
            System.arraycopy(tmp, tmpBase, a, dest - (len2 - 1), len2);
        }
    }

    /** A merge buffer of at least minCapacity: the next power of two, at most half the array. */
    private Object[] ensureCapacity(int minCapacity) {
        if (tmp.length < minCapacity) {
            int newSize = minCapacity;
            newSize |= newSize >> 1;
            newSize |= newSize >> 2;
            newSize |= newSize >> 4;
            newSize |= newSize >> 8;
            newSize |= newSize >> 16;
            newSize++;
            if (newSize < 0) {
                newSize = minCapacity;
            } else {
                newSize = Math.min(newSize, a.length >>> 1);
            }
            tmp = new Object[newSize];
        }
        return tmp;
    }
}
