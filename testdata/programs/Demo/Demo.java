// Demo: the running example of the JP2 paper (call-site aware calling-context profiling).
//
// main creates shapes = new Shape[3]: two Squares from ONE `new Square(...)` call site inside a
// loop, then one Composite (one call site) whose parts are further Squares, and calls
// sumAreas(shapes). The basic blocks of sumAreas execute 1, 4, 3 and 1 times (entry, loop test,
// loop body, exit) and its single call site `shapes[i].area()` dispatches to Square.area() twice
// and to Composite.area() once.
// Covers: invokevirtual on an abstract method, new/invokespecial, anewarray/aaload/aastore,
// arraylength, a counted for loop, getfield, imul/iadd.

abstract class Shape {
    abstract int area();
}

class Square extends Shape {
    private final int side;

    Square(int side) {
        this.side = side;
    }

    int area() {
        return side * side;
    }
}

class Composite extends Shape {
    private final Shape[] parts;

    Composite(Shape[] parts) {
        this.parts = parts;
    }

    int area() {
        int sum = 0;
        for (int i = 0; i < parts.length; i++) {
            sum += parts[i].area();
        }
        return sum;
    }
}

public class Demo {
    static int sumAreas(Shape[] shapes) {
        int sum = 0;
        for (int i = 0; i < shapes.length; i++)
            sum += shapes[i].area();
        return sum;
    }

    public static void main(String[] args) {
        Shape[] shapes = new Shape[3];
        for (int i = 0; i < 2; i++) {
            shapes[i] = new Square(i + 1);
        }
        shapes[2] = new Composite(new Shape[] { new Square(3), new Square(4) });
        int total = sumAreas(shapes);
        System.out.println("total area = " + total);
    }
}
