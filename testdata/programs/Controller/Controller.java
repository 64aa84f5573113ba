// Controller: an embedded-style control loop. Two elevators serve a 10-floor building; hall
// calls, door obstructions and load readings come from a deterministic pseudo-random sensor
// generator (a 32-bit LCG, no java.util.Random). Each tick the controller reads the sensors,
// assigns calls to the cheaper elevator, and advances each elevator's state machine
// (IDLE, MOVING, DOOR_OPENING, DOOR_OPEN, DOOR_CLOSING, OVERLOAD). Prints statistics and a
// checksum over the state trace. Heavy workload: roughly 10^7 bytecodes.
// Covers: enum-based state machines (switch on enum via $SwitchMap), small-int arithmetic,
// boolean arrays as request bitmaps, interface calls to a sensor abstraction, bit mixing
// checksums, nested loops without allocation in the steady state.

interface Sensors {
    int nextCall();          // -1 = no call, otherwise floor*2 + direction (0 = up, 1 = down)

    boolean doorBlocked(int car);

    int loadKg(int car);
}

class LcgSensors implements Sensors {
    private int state;

    LcgSensors(int seed) {
        state = seed;
    }

    private int next() {
        state = state * 1103515245 + 12345;
        return (state >>> 8) & 0xFFFFFF;
    }

    public int nextCall() {
        int r = next();
        if (r % 100 < 7) return (r >>> 7) % (Controller.FLOORS * 2);
        return -1;
    }

    public boolean doorBlocked(int car) {
        return next() % 50 == 0;
    }

    public int loadKg(int car) {
        int r = next();
        return 60 * (r % 9) + (r >>> 10) % 60;
    }
}

enum State {
    IDLE, MOVING, DOOR_OPENING, DOOR_OPEN, DOOR_CLOSING, OVERLOAD
}

class Car {
    final int id;
    int floor;
    int direction; // +1, -1 or 0
    State state = State.IDLE;
    int timer;
    final boolean[] stops = new boolean[Controller.FLOORS];
    int served, moves, doorCycles, overloads, blocked;

    Car(int id, int floor) {
        this.id = id;
        this.floor = floor;
    }

    int cost(int target) {
        int d = Math.abs(target - floor);
        if (state == State.IDLE) return d;
        if (direction > 0 && target >= floor) return d + pending();
        if (direction < 0 && target <= floor) return d + pending();
        return d + 2 * Controller.FLOORS + pending();
    }

    int pending() {
        int n = 0;
        for (int i = 0; i < stops.length; i++) if (stops[i]) n++;
        return n;
    }

    boolean anyAbove() {
        for (int i = floor + 1; i < stops.length; i++) if (stops[i]) return true;
        return false;
    }

    boolean anyBelow() {
        for (int i = floor - 1; i >= 0; i--) if (stops[i]) return true;
        return false;
    }

    void step(Sensors s) {
        switch (state) {
            case IDLE:
                if (stops[floor]) {
                    state = State.DOOR_OPENING;
                    timer = 2;
                } else if (anyAbove()) {
                    direction = 1;
                    state = State.MOVING;
                    timer = 3;
                } else if (anyBelow()) {
                    direction = -1;
                    state = State.MOVING;
                    timer = 3;
                } else {
                    direction = 0;
                }
                break;
            case MOVING:
                if (--timer == 0) {
                    floor += direction;
                    moves++;
                    if (stops[floor]) {
                        state = State.DOOR_OPENING;
                        timer = 2;
                    } else if ((direction > 0 && !anyAbove()) || (direction < 0 && !anyBelow())) {
                        state = State.IDLE;
                    } else {
                        timer = 3;
                    }
                }
                break;
            case DOOR_OPENING:
                if (--timer == 0) {
                    state = State.DOOR_OPEN;
                    timer = 4;
                    stops[floor] = false;
                    served++;
                }
                break;
            case DOOR_OPEN:
                if (--timer == 0) {
                    if (s.loadKg(id) > 480) {
                        state = State.OVERLOAD;
                        overloads++;
                        timer = 5;
                    } else {
                        state = State.DOOR_CLOSING;
                        timer = 2;
                    }
                }
                break;
            case DOOR_CLOSING:
                if (s.doorBlocked(id)) {
                    blocked++;
                    state = State.DOOR_OPEN;
                    timer = 3;
                } else if (--timer == 0) {
                    doorCycles++;
                    state = State.IDLE;
                }
                break;
            case OVERLOAD:
                if (--timer == 0) {
                    state = State.DOOR_CLOSING;
                    timer = 2;
                }
                break;
        }
    }
}

public class Controller {
    static final int FLOORS = 10;
    static final int TICKS = 120000;

    public static void main(String[] args) {
        Sensors sensors = new LcgSensors(20240601);
        Car[] cars = { new Car(0, 0), new Car(1, FLOORS - 1) };
        int calls = 0, duplicate = 0;
        long checksum = 17;
        int[] stateTicks = new int[State.values().length];
        for (int tick = 0; tick < TICKS; tick++) {
            int call = sensors.nextCall();
            if (call >= 0) {
                calls++;
                int target = call >> 1;
                Car best = cars[0];
                for (int i = 1; i < cars.length; i++) {
                    if (cars[i].cost(target) < best.cost(target)) best = cars[i];
                }
                if (best.stops[target]) duplicate++;
                best.stops[target] = true;
            }
            for (int i = 0; i < cars.length; i++) {
                Car c = cars[i];
                c.step(sensors);
                stateTicks[c.state.ordinal()]++;
                checksum = checksum * 31 + c.state.ordinal() * 16 + c.floor;
                checksum ^= checksum >>> 29;
            }
        }
        System.out.println("ticks " + TICKS + ", calls " + calls + " (" + duplicate + " already pending)");
        for (int i = 0; i < cars.length; i++) {
            Car c = cars[i];
            System.out.println("car " + c.id + ": floor " + c.floor + " state " + c.state + " served " + c.served + " moves " + c.moves + " door cycles "
                    + c.doorCycles + " overloads " + c.overloads + " blocked " + c.blocked + " pending " + c.pending());
        }
        State[] states = State.values();
        StringBuilder sb = new StringBuilder("time in state:");
        for (int i = 0; i < states.length; i++) sb.append(' ').append(states[i]).append('=').append(stateTicks[i]);
        System.out.println(sb);
        System.out.println("checksum " + Long.toHexString(checksum));
    }
}
