// LambdaStream: a lambda passed to a stream. ingest's tests check where its body's calling
// context sits: under the generated class of the lambda, called from the stream's own code at
// its Function.apply call site.

import java.util.Arrays;
import java.util.List;

public class LambdaStream {
    static int square(int x) { return x * x; }

    public static void main(String[] args) {
        List<Integer> xs = Arrays.asList(1, 2, 3, 4);
        int sum = xs.stream().map(x -> square(x)).reduce(0, Integer::sum);
        System.out.println("sum of squares: " + sum);
    }
}
