// Spectral-norm style: power iteration with the infinite matrix A(i,j) = 1/((i+j)(i+j+1)/2+i+1),
// the multiplications split over worker threads that meet at a CyclicBarrier; result "%.9f".
import java.text.DecimalFormat;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CyclicBarrier;

public class BenchSpectral {
    static double a(int i, int j) {
        int ij = i + j;
        return 1.0 / ((ij * (ij + 1) >>> 1) + i + 1);
    }

    static class Worker extends Thread {
        final double[] u, v, tmp;
        final int lo, hi, n;
        final CyclicBarrier barrier;
        final CountDownLatch finished;

        Worker(String name, double[] u, double[] v, double[] tmp, int lo, int hi, CyclicBarrier b, CountDownLatch f) {
            super(name);
            this.u = u; this.v = v; this.tmp = tmp; this.lo = lo; this.hi = hi; this.n = u.length;
            this.barrier = b; this.finished = f;
        }

        void mulAv(double[] in, double[] out) {
            for (int i = lo; i < hi; i++) {
                double s = 0;
                for (int j = 0; j < n; j++) s += a(i, j) * in[j];
                out[i] = s;
            }
        }

        void mulAtv(double[] in, double[] out) {
            for (int i = lo; i < hi; i++) {
                double s = 0;
                for (int j = 0; j < n; j++) s += a(j, i) * in[j];
                out[i] = s;
            }
        }

        @Override
        public void run() {
            try {
                for (int k = 0; k < 10; k++) {
                    mulAv(u, tmp); barrier.await();
                    mulAtv(tmp, v); barrier.await();
                    mulAv(v, tmp); barrier.await();
                    mulAtv(tmp, u); barrier.await();
                }
            } catch (Exception e) {
                throw new RuntimeException(e);
            } finally {
                finished.countDown();
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 100;
        double[] u = new double[n], v = new double[n], tmp = new double[n];
        java.util.Arrays.fill(u, 1.0);
        int threads = 4;
        CyclicBarrier barrier = new CyclicBarrier(threads);
        CountDownLatch latch = new CountDownLatch(threads);
        int per = (n + threads - 1) / threads;
        Worker[] ws = new Worker[threads];
        for (int t = 0; t < threads; t++) {
            ws[t] = new Worker("spectral-" + t, u, v, tmp, t * per, Math.min(n, (t + 1) * per), barrier, latch);
            ws[t].start();
        }
        latch.await();
        for (Worker w : ws) w.join();
        double vBv = 0, vv = 0;
        for (int i = 0; i < n; i++) {
            vBv += u[i] * v[i];
            vv += v[i] * v[i];
        }
        System.out.printf("%.9f\n", Math.sqrt(vBv / vv));
        System.out.println(new DecimalFormat("#.000000000").format(Math.sqrt(vBv / vv)));
        System.out.println(String.format("%s %s", ws[0].getName(), ws[3].getState()));
        System.out.println("broken=" + barrier.isBroken() + " parties=" + barrier.getParties() + " count=" + latch.getCount());
    }
}
