// Sieve: the sieve of Eratosthenes up to 500,000 on a boolean[] and a bit-packed int[]
// variant (odd numbers only), which must agree; prints prime counts at powers of ten, the
// largest primes found, twin-prime count and a checksum. Heavy workload: roughly 3*10^7
// bytecodes.
// Covers: large boolean[] (bastore/baload on booleans), int[] bit sets with shifts and masks,
// nested loops with long-typed products (i*i overflow guard), Integer.bitCount.

public class Sieve {
    public static void main(String[] args) {
        int limit = 500000;
        boolean[] composite = new boolean[limit + 1];
        composite[0] = composite[1] = true;
        for (int i = 2; (long) i * i <= limit; i++) {
            if (!composite[i]) {
                for (int j = i * i; j <= limit; j += i) composite[j] = true;
            }
        }
        int count = 0, twins = 0, lastPrime = 0, prev = -10;
        long sum = 0;
        int nextReport = 10;
        StringBuilder sb = new StringBuilder("pi(x):");
        for (int i = 0; i <= limit; i++) {
            if (!composite[i]) {
                count++;
                sum += i;
                if (i - prev == 2) twins++;
                prev = i;
                lastPrime = i;
            }
            if (i == nextReport) {
                sb.append(" pi(").append(i).append(")=").append(count);
                nextReport *= 10;
            }
        }
        System.out.println(sb);
        System.out.println("primes <= " + limit + ": " + count + ", sum " + sum + ", largest " + lastPrime + ", twin pairs " + twins);

        // Odd-only bit sieve: bit k represents 2k+1.
        int bits = (limit + 1) / 2;
        int[] set = new int[(bits + 31) >>> 5];
        for (int k = 1; ; k++) {
            int p = 2 * k + 1;
            if ((long) p * p > limit) break;
            if ((set[k >>> 5] & (1 << (k & 31))) == 0) {
                for (int m = (p * p) >>> 1; m < bits; m += p) set[m >>> 5] |= 1 << (m & 31);
            }
        }
        int composites = 0;
        for (int w = 0; w < set.length; w++) composites += Integer.bitCount(set[w]);
        // bit 0 is the number 1 (not prime, never marked); bits past the limit are never marked
        int bitCount = 1 + (bits - 1 - composites); // 2 plus the odd primes
        System.out.println("bit sieve count " + bitCount + ", agrees " + (bitCount == count));
        StringBuilder last = new StringBuilder("last primes:");
        int found = 0;
        for (int i = limit; i > 2 && found < 5; i--) {
            if ((i & 1) == 1 && (set[(i >>> 1) >>> 5] & (1 << ((i >>> 1) & 31))) == 0) {
                last.append(' ').append(i);
                found++;
            }
        }
        System.out.println(last);
    }
}
