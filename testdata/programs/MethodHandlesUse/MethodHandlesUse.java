import java.lang.invoke.*;
import java.util.*;
// MethodHandlesUse: java.lang.invoke used directly: Lookup.findStatic, findVirtual (class and
// interface), findConstructor, bindTo, MethodType, and signature polymorphic invokeExact and
// invoke calls with boxing and exact-type checks (WrongMethodTypeException).

public class MethodHandlesUse {
    static int add(int a, int b) { return a + b; }
    String greet(String who) { return "hi " + who; }
    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup lk = MethodHandles.lookup();
        MethodHandle add = lk.findStatic(MethodHandlesUse.class, "add", MethodType.methodType(int.class, int.class, int.class));
        System.out.println(add.type() + " " + (int) add.invokeExact(2, 3) + " " + add.invoke(4, 5));
        Object boxed = add.invoke((Object) 6, (Object) 7);
        System.out.println(boxed);
        MethodHandle greet = lk.findVirtual(MethodHandlesUse.class, "greet", MethodType.methodType(String.class, String.class));
        System.out.println(greet.type() + " " + (String) greet.invokeExact(new MethodHandlesUse(), "bob"));
        MethodHandle bound = greet.bindTo(new MethodHandlesUse());
        System.out.println(bound.type() + " " + bound.invoke("ann"));
        MethodHandle ctor = lk.findConstructor(ArrayList.class, MethodType.methodType(void.class));
        List<String> l = (List<String>) ctor.invoke();
        l.add("x");
        MethodHandle size = lk.findVirtual(List.class, "size", MethodType.methodType(int.class));
        System.out.println(l + " " + (int) size.invokeExact(l));
        MethodHandle len = lk.findVirtual(String.class, "length", MethodType.methodType(int.class));
        System.out.println((int) len.invokeExact("four") + " " + len.invoke("seven!!"));
        try { lk.findStatic(MethodHandlesUse.class, "nope", MethodType.methodType(int.class, int.class)); } catch (NoSuchMethodException e) { System.out.println(e.getMessage()); }
        try { int r = (int) add.invokeExact(1L, 2); } catch (WrongMethodTypeException e) { System.out.println(e.getMessage()); }
        try { String s = (String) add.invokeExact(1, 2); } catch (WrongMethodTypeException e) { System.out.println(e.getMessage()); }
        MethodType mt = MethodType.methodType(void.class, String[].class, Map.Entry.class, long.class);
        System.out.println(mt + " " + mt.toMethodDescriptorString() + " " + mt.parameterCount() + " " + mt.equals(MethodType.methodType(void.class, String[].class, Map.Entry.class, long.class)));
        System.out.println(add);
    }
}
