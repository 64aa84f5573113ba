// Lambdas and method references, which need invokedynamic, MethodHandle and BootstrapMethods.
import java.util.function.Function;
import java.util.function.Supplier;

public class Lambdas {
    public static void main(String[] args) {
        Function<Integer, Integer> twice = x -> x * 2;
        Supplier<StringBuilder> sb = StringBuilder::new;
        System.out.println(twice.apply(21) + sb.get().append("ok").toString());
    }
}
