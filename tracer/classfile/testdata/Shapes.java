// Interfaces, an abstract class, a native method and interface methods.
interface Shape extends Comparable<Shape> {
    double area();
    default String describe() { return "shape of area " + area(); }
}

interface Named {
    String name();
}

abstract class Base implements Shape, Named {
    public int compareTo(Shape o) { return Double.compare(area(), o.area()); }
    native void poke();
}

public class Shapes extends Base {
    private final double r;
    Shapes(double r) { this.r = r; }
    public double area() { return Math.PI * r * r; }
    public String name() { return "circle"; }

    public static void main(String[] args) {
        Shape s = new Shapes(2);
        System.out.println(s.describe() + ((Named) s).name());
    }
}
