package java.util.concurrent;

/**
 * A reusable barrier with a varying number of parties, advancing through numbered phases.
 * Tiering is not implemented: a parent phaser is only remembered (getParent, getRoot).
 * Phase numbers wrap to 0 after Integer.MAX_VALUE; a terminated phaser reports negative phases.
 */
public class Phaser {
    private static final int MAX_PARTIES = 0xffff;

    private final Phaser parent;
    private final Object lock = new Object();
    private int phase;
    private int parties;
    private int unarrived;
    private boolean terminated;

    public Phaser() {
        this(null, 0);
    }

    public Phaser(int parties) {
        this(null, parties);
    }

    public Phaser(Phaser parent) {
        this(parent, 0);
    }

    public Phaser(Phaser parent, int parties) {
        if (parties < 0 || parties > MAX_PARTIES) {
            throw new IllegalArgumentException("Illegal number of parties");
        }
        this.parent = parent;
        this.parties = parties;
        this.unarrived = parties;
    }

    /** The phase as getPhase reports it (negative once terminated); lock held. */
    private int phaseValue() {
        return terminated ? (phase | Integer.MIN_VALUE) : phase;
    }

    private String stateString() {
        return super.toString() + "[phase = " + phaseValue() + " parties = " + parties
                + " arrived = " + (parties - unarrived) + "]";
    }

    public int register() {
        return bulkRegister(1);
    }

    public int bulkRegister(int parties) {
        if (parties < 0) {
            throw new IllegalArgumentException();
        }
        synchronized (lock) {
            if (terminated) {
                return phaseValue();
            }
            if (this.parties + parties > MAX_PARTIES) {
                throw new IllegalStateException("Attempt to register more than " + MAX_PARTIES
                        + " parties for " + stateString());
            }
            this.parties += parties;
            this.unarrived += parties;
            return phase;
        }
    }

    /** One party arrives (and deregisters if asked); advances the phase if it was the last. */
    private int doArrive(boolean deregister) {
        synchronized (lock) {
            if (terminated) {
                return phaseValue();
            }
            if (unarrived <= 0) {
                throw new IllegalStateException(
                        "Attempted arrival of unregistered party for " + stateString());
            }
            int arrivalPhase = phase;
            unarrived--;
            if (deregister) {
                parties--;
            }
            if (unarrived == 0) {
                if (onAdvance(arrivalPhase, parties)) {
                    terminated = true;
                }
                phase = (arrivalPhase + 1) & Integer.MAX_VALUE;
                unarrived = parties;
                lock.notifyAll();
            }
            return arrivalPhase;
        }
    }

    public int arrive() {
        return doArrive(false);
    }

    public int arriveAndDeregister() {
        return doArrive(true);
    }

    public int arriveAndAwaitAdvance() {
        int p = doArrive(false);
        if (p < 0) {
            return p;
        }
        return awaitAdvance(p);
    }

    /** Waits (ignoring interrupts) until the phase differs from the given one. */
    public int awaitAdvance(int phase) {
        boolean interrupted = false;
        synchronized (lock) {
            if (phase < 0) {
                return phase;
            }
            while (this.phase == phase && !terminated) {
                try {
                    lock.wait();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
            return phaseValue();
        }
    }

    public int awaitAdvanceInterruptibly(int phase) throws InterruptedException {
        synchronized (lock) {
            if (phase < 0) {
                return phase;
            }
            while (this.phase == phase && !terminated) {
                lock.wait();
            }
            return phaseValue();
        }
    }

    public int awaitAdvanceInterruptibly(int phase, long timeout, TimeUnit unit)
            throws InterruptedException, TimeoutException {
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        synchronized (lock) {
            if (phase < 0) {
                return phase;
            }
            while (this.phase == phase && !terminated) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    throw new TimeoutException();
                }
                lock.wait(left / 1000000L, (int) (left % 1000000L));
            }
            return phaseValue();
        }
    }

    public void forceTermination() {
        synchronized (lock) {
            if (!terminated) {
                terminated = true;
                lock.notifyAll();
            }
        }
    }

    public final int getPhase() {
        synchronized (lock) {
            return phaseValue();
        }
    }

    public int getRegisteredParties() {
        synchronized (lock) {
            return parties;
        }
    }

    public int getArrivedParties() {
        synchronized (lock) {
            return parties - unarrived;
        }
    }

    public int getUnarrivedParties() {
        synchronized (lock) {
            return unarrived;
        }
    }

    public Phaser getParent() {
        return parent;
    }

    public Phaser getRoot() {
        Phaser p = this;
        while (p.parent != null) {
            p = p.parent;
        }
        return p;
    }

    public boolean isTerminated() {
        synchronized (lock) {
            return terminated;
        }
    }

    /** Called by the last arriving party; returning true terminates the phaser. */
    protected boolean onAdvance(int phase, int registeredParties) {
        return registeredParties == 0;
    }

    public String toString() {
        synchronized (lock) {
            return stateString();
        }
    }
}
