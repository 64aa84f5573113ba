// N-body simulation in the benchmarks-game style: a planetary system of five bodies advanced with
// a symplectic step, energy printed with printf("%.9f") before and after; step count from args.
public final class BenchNBody {
    static final double PI = 3.141592653589793;
    static final double SOLAR_MASS = 4 * PI * PI;
    static final double DAYS_PER_YEAR = 365.24;

    static final class Body {
        double x, y, z, vx, vy, vz, mass;

        Body(double x, double y, double z, double vx, double vy, double vz, double mass) {
            this.x = x; this.y = y; this.z = z;
            this.vx = vx * DAYS_PER_YEAR; this.vy = vy * DAYS_PER_YEAR; this.vz = vz * DAYS_PER_YEAR;
            this.mass = mass * SOLAR_MASS;
        }

        Body offsetMomentum(double px, double py, double pz) {
            vx = -px / SOLAR_MASS;
            vy = -py / SOLAR_MASS;
            vz = -pz / SOLAR_MASS;
            return this;
        }
    }

    private final Body[] bodies;

    BenchNBody() {
        bodies = new Body[] {
            new Body(0, 0, 0, 0, 0, 0, 1),
            new Body(4.84143144246472090e+00, -1.16032004402742839e+00, -1.03622044471123109e-01,
                    1.66007664274403694e-03, 7.69901118419740425e-03, -6.90460016972063023e-05,
                    9.54791938424326609e-04),
            new Body(8.34336671824457987e+00, 4.12479856412430479e+00, -4.03523417114321381e-01,
                    -2.76742510726862411e-03, 4.99852801234917238e-03, 2.30417297573763929e-05,
                    2.85885980666130812e-04),
            new Body(1.28943695621391310e+01, -1.51111514016986312e+01, -2.23307578892655734e-01,
                    2.96460137564761618e-03, 2.37847173959480950e-03, -2.96589568540237556e-05,
                    4.36624404335156298e-05),
            new Body(1.53796971148509165e+01, -2.59193146099879641e+01, 1.79258772950371181e-01,
                    2.68067772490389322e-03, 1.62824170038242295e-03, -9.51592254519715870e-05,
                    5.15138902046611451e-05),
        };
        double px = 0, py = 0, pz = 0;
        for (Body b : bodies) {
            px += b.vx * b.mass;
            py += b.vy * b.mass;
            pz += b.vz * b.mass;
        }
        bodies[0].offsetMomentum(px, py, pz);
    }

    void advance(double dt) {
        int n = bodies.length;
        for (int i = 0; i < n; i++) {
            Body a = bodies[i];
            for (int j = i + 1; j < n; j++) {
                Body b = bodies[j];
                double dx = a.x - b.x, dy = a.y - b.y, dz = a.z - b.z;
                double d2 = dx * dx + dy * dy + dz * dz;
                double mag = dt / (d2 * Math.sqrt(d2));
                a.vx -= dx * b.mass * mag; a.vy -= dy * b.mass * mag; a.vz -= dz * b.mass * mag;
                b.vx += dx * a.mass * mag; b.vy += dy * a.mass * mag; b.vz += dz * a.mass * mag;
            }
        }
        for (Body b : bodies) {
            b.x += dt * b.vx;
            b.y += dt * b.vy;
            b.z += dt * b.vz;
        }
    }

    double energy() {
        double e = 0.0;
        for (int i = 0; i < bodies.length; i++) {
            Body a = bodies[i];
            e += 0.5 * a.mass * (a.vx * a.vx + a.vy * a.vy + a.vz * a.vz);
            for (int j = i + 1; j < bodies.length; j++) {
                Body b = bodies[j];
                double dx = a.x - b.x, dy = a.y - b.y, dz = a.z - b.z;
                e -= (a.mass * b.mass) / Math.sqrt(dx * dx + dy * dy + dz * dz);
            }
        }
        return e;
    }

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 1000;
        BenchNBody sys = new BenchNBody();
        System.out.printf("%.9f\n", sys.energy());
        for (int i = 0; i < n; i++) {
            sys.advance(0.01);
            if (i % (n / 4) == 0) {
                System.out.println(String.format("step %6d: %+.12e %10.4f|%-12.6g|", i, sys.energy(),
                        sys.bodies[1].x, sys.bodies[2].vy));
            }
        }
        System.out.printf("%.9f%n", sys.energy());
        System.out.println(String.format("%8.3f %08.2f %.0f %e %.3E %a", 3.14159, -2.5, 0.5, 12345.678, 1e-10, 1.0));
        System.out.println(String.format("%.9f %.9f %.1f %.2f %.3f", 1.0 / 3, -0.0, 0.05, 0.125, 2.0005));
        double[] hs = {1.0, -2.75, 0.1, 1e-310, Double.MIN_VALUE, Double.MAX_VALUE, 0.0, -0.0, 1.0 / 3, 255.99999, Double.NaN, Double.NEGATIVE_INFINITY};
        for (double h : hs) {
            System.out.println(String.format("%a|%.1a|%.3a|%A|%+.0a|%20a|%-16.2a|%016.4a|% a", h, h, h, h, h, h, h, h, h));
        }
        System.out.println(String.format("%a %.2a", 1.5f, 0.3f));
        System.out.println(String.format("%,d %,.2f %(d %x %X %o %5s|%-5s|%c", 1234567, 9876543.215, -42, 255, 255L, 8, "ab", "cd", 'z'));
    }
}
