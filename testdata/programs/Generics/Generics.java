// Generics: erased generic code and the synthetic methods javac generates for it.
// Covers: generic classes and methods (type erasure: checkcast inserted at use sites), bounded
// type parameters (<T extends Comparable<T>>), bridge methods (a generic interface implemented
// with a concrete type, an overriding method with a covariant return), wildcard parameters,
// generic arrays via Object[] casts, varargs generic methods, a ClassCastException surfacing at
// the use site of heap-polluted collections (raw types), static generic factories, recursive
// generics, and a hand-written singly linked generic stack with an Iterator.

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

interface Transformer<A, B> {
    B apply(A a);
}

class Box<T> {
    private T value;

    Box(T value) {
        this.value = value;
    }

    T get() {
        return value;
    }

    void set(T v) {
        value = v;
    }

    <R> Box<R> map(Transformer<? super T, ? extends R> f) {
        return new Box<R>(f.apply(value));
    }

    public String toString() {
        return "Box(" + value + ")";
    }
}

class IntBox extends Box<Integer> {
    IntBox(int v) {
        super(v);
    }

    Integer get() { // overrides Box.get (erased return Object): javac adds a bridge
        return super.get() * 10;
    }

    void set(Integer v) { // bridge set(Object) -> set(Integer)
        super.set(v + 1);
    }
}

class Length implements Transformer<String, Integer> {
    public Integer apply(String s) { // bridge apply(Object)Object
        return s.length();
    }
}

class LinkedStack<E> implements Iterable<E> {
    private static class Node<E> {
        final E item;
        final Node<E> next;

        Node(E item, Node<E> next) {
            this.item = item;
            this.next = next;
        }
    }

    private Node<E> top;
    private int size;

    void push(E e) {
        top = new Node<E>(e, top);
        size++;
    }

    E pop() {
        E e = top.item;
        top = top.next;
        size--;
        return e;
    }

    int size() {
        return size;
    }

    public Iterator<E> iterator() {
        return new Iterator<E>() {
            private Node<E> cur = top;

            public boolean hasNext() {
                return cur != null;
            }

            public E next() {
                E e = cur.item;
                cur = cur.next;
                return e;
            }

            public void remove() {
                throw new UnsupportedOperationException();
            }
        };
    }
}

abstract class Shape<S extends Shape<S>> implements Comparable<S> {
    abstract double size();

    public int compareTo(S other) {
        return Double.compare(size(), other.size());
    }
}

class Sq extends Shape<Sq> {
    final double side;

    Sq(double side) {
        this.side = side;
    }

    double size() {
        return side * side;
    }

    public String toString() {
        return "Sq" + side;
    }
}

public class Generics {
    static <T extends Comparable<T>> T max(List<T> list) {
        T best = list.get(0);
        for (T t : list) if (t.compareTo(best) > 0) best = t;
        return best;
    }

    @SafeVarargs
    static <T> List<T> listOf(T... items) {
        List<T> l = new ArrayList<T>();
        for (T t : items) l.add(t);
        return l;
    }

    static double sum(List<? extends Number> nums) {
        double s = 0;
        for (Number n : nums) s += n.doubleValue();
        return s;
    }

    static void fill(List<? super Integer> dst, int n) {
        for (int i = 0; i < n; i++) dst.add(i);
    }

    @SuppressWarnings("unchecked")
    static <T> T[] makeArray(int n) {
        return (T[]) new Object[n];
    }

    @SuppressWarnings({ "rawtypes", "unchecked" })
    static void pollute(List list) {
        list.add(Integer.valueOf(99));
    }

    public static void main(String[] args) {
        Box<String> bs = new Box<String>("hello");
        Box<Integer> bl = bs.map(new Length());
        System.out.println(bs + " -> " + bl + ", get()+1 = " + (bl.get() + 1));
        Box<Integer> ib = new IntBox(4);
        ib.set(6);
        System.out.println("IntBox through Box<Integer>: get " + ib.get() + ", toString " + ib);
        Transformer<String, Integer> t = new Length();
        @SuppressWarnings({ "rawtypes", "unchecked" })
        Transformer<Object, Object> raw = (Transformer) t;
        System.out.println("bridge apply " + raw.apply("four"));
        try {
            raw.apply(Integer.valueOf(4)); // the bridge's checkcast to String fails
        } catch (ClassCastException e) {
            System.out.println("bridge checkcast: " + e.getMessage());
        }

        LinkedStack<String> st = new LinkedStack<String>();
        for (String s : "a b c d".split(" ")) st.push(s);
        StringBuilder sb = new StringBuilder();
        for (String s : st) sb.append(s);
        System.out.println("stack iteration " + sb + " pop " + st.pop() + " size " + st.size());

        System.out.println("max " + max(listOf(3, 9, 2)) + " " + max(listOf("pear", "apple", "zoo")) + " " + max(listOf(new Sq(2), new Sq(5), new Sq(1))));
        List<Number> nums = new ArrayList<Number>();
        fill(nums, 5);
        nums.add(2.5);
        System.out.println("wildcards: " + nums + " sum " + sum(nums));
        String[] unused = null;
        Object[] arr = Generics.<String>makeArray(3);
        arr[0] = "x";
        System.out.println("generic array " + arr.length + " " + arr[0] + " " + arr.getClass().getSimpleName() + " " + unused);

        List<String> strings = new ArrayList<String>();
        strings.add("ok");
        pollute(strings);
        System.out.println("polluted list size " + strings.size() + ", as objects " + strings);
        try {
            String s = strings.get(1); // checkcast String inserted here
            System.out.println("not reached " + s);
        } catch (ClassCastException e) {
            System.out.println("heap pollution detected at use site: " + e.getMessage());
        }
        List<Sq> squares = listOf(new Sq(3), new Sq(1), new Sq(2));
        java.util.Collections.sort(squares);
        System.out.println("recursive generic sort " + squares);
    }
}
