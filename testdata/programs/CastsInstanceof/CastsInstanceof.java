// CastsInstanceof: checkcast and instanceof.
// Covers: instanceof/checkcast against classes (up and down the hierarchy), interfaces
// (implemented directly, via a superclass, via a superinterface), arrays (String[] vs Object[],
// int[] vs Object / Object[] / long[], Cloneable and java.io.Serializable on arrays, covariant
// multi-dimensional arrays), null (instanceof false, checkcast passes), boxes against Number and
// Comparable; ClassCastException messages as JDK 17 prints them for program classes (unnamed
// module of loader 'app'), library classes (module java.base of loader 'bootstrap') and
// arrays, and casts of primitives that are conversions rather than checkcasts.

import java.io.Serializable;

interface Movable {
}

interface Fast extends Movable {
}

class Vehicle implements Movable {
}

class Car extends Vehicle implements Fast, Cloneable {
}

class Truck extends Vehicle {
}

final class Bike {
}

public class CastsInstanceof {
    static String check(Object o) {
        return (o instanceof Object ? "O" : "-") + (o instanceof Vehicle ? "V" : "-") + (o instanceof Car ? "C" : "-")
                + (o instanceof Truck ? "T" : "-") + (o instanceof Movable ? "M" : "-") + (o instanceof Fast ? "F" : "-")
                + (o instanceof Cloneable ? "c" : "-") + (o instanceof Serializable ? "s" : "-")
                + (o instanceof Object[] ? "A" : "-") + (o instanceof String[] ? "S" : "-") + (o instanceof int[] ? "I" : "-")
                + (o instanceof Comparable ? "<" : "-") + (o instanceof Number ? "N" : "-")
                + (o instanceof CharSequence ? "Q" : "-") + (o instanceof Object[][] ? "2" : "-")
                + (o instanceof Movable[] ? "m" : "-");
    }

    static String name(Object o) {
        return o == null ? "null" : o.getClass().getName();
    }

    static void tryCast(String what, Object o) {
        try {
            Object r = null;
            if (what.equals("Car")) r = (Car) o;
            else if (what.equals("Truck")) r = (Truck) o;
            else if (what.equals("Fast")) r = (Fast) o;
            else if (what.equals("Bike")) r = (Bike) o;
            else if (what.equals("String")) r = (String) o;
            else if (what.equals("Integer")) r = (Integer) o;
            else if (what.equals("Number")) r = (Number) o;
            else if (what.equals("Comparable")) r = (Comparable) o;
            else if (what.equals("Object[]")) r = (Object[]) o;
            else if (what.equals("String[]")) r = (String[]) o;
            else if (what.equals("int[]")) r = (int[]) o;
            else if (what.equals("long[]")) r = (long[]) o;
            else if (what.equals("Vehicle[]")) r = (Vehicle[]) o;
            else if (what.equals("Object[][]")) r = (Object[][]) o;
            else if (what.equals("Cloneable")) r = (Cloneable) o;
            else if (what.equals("Serializable")) r = (Serializable) o;
            System.out.println("(" + what + ") " + name(o) + " ok -> " + name(r));
        } catch (ClassCastException e) {
            System.out.println("(" + what + ") " + name(o) + " -> " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        Object[] samples = { new Object(), new Vehicle(), new Car(), new Truck(), new Bike(), "str", Integer.valueOf(5),
                new Object[1], new String[1], new int[1], new Car[1], new String[1][1], new int[1][1], new Fast[0],
                Double.valueOf(1), Character.valueOf('c'), null };
        for (int i = 0; i < samples.length; i++) {
            System.out.println(name(samples[i]) + ": " + check(samples[i]));
        }
        String[] targets = { "Car", "Fast", "Truck", "Bike", "String", "Integer", "Number", "Comparable", "Object[]",
                "String[]", "int[]", "long[]", "Vehicle[]", "Object[][]", "Cloneable", "Serializable" };
        Object[] castees = { new Car(), new Vehicle(), "str", Integer.valueOf(5), new int[2], new Car[2], new String[2][2],
                new Object[0], null };
        for (int t = 0; t < targets.length; t++) {
            for (int c = 0; c < castees.length; c++) {
                tryCast(targets[t], castees[c]);
            }
        }
        Vehicle v = new Car();
        Car car = (Car) v;
        Movable m = car;
        Fast f = (Fast) m;
        System.out.println("chain ok: " + name(f));
        Object arr = new Car[] { new Car() };
        Vehicle[] va = (Vehicle[]) arr;
        Movable[] ma = (Movable[]) arr;
        System.out.println("array casts ok: " + va.length + " " + ma.length + " " + (arr instanceof Fast[]) + " " + (arr instanceof Truck[]));
        Object nul = null;
        String s = (String) nul;
        System.out.println("null cast ok: " + s + " instanceof " + (nul instanceof String));
        long l = (long) 3.9;
        int i = (int) 'A';
        char c = (char) 66;
        System.out.println("primitive casts: " + l + " " + i + " " + c);
        try {
            Object o = "text";
            Integer bad = (Integer) o;
            System.out.println("unexpected " + bad);
        } catch (ClassCastException e) {
            System.out.println("caught: " + e);
        }
        try {
            Object o = Integer.valueOf(1);
            String bad = (String) o;
            System.out.println("unexpected " + bad);
        } catch (RuntimeException e) {
            System.out.println("caught as RuntimeException: " + e.getClass().getName());
        }
    }
}
