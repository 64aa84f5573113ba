// ArgsEcho: command-line arguments reach main(String[]) unchanged: count, order, empty
// strings, spaces and non-ASCII text inside one argument (the `args` file lists one argument per
// line). Also parses numeric arguments and reports a bad one via NumberFormatException.
// Covers: the String[] passed to main, aaload, String.length, Integer.parseInt on arguments.

public class ArgsEcho {
    public static void main(String[] args) {
        System.out.println("argc = " + args.length);
        int sum = 0;
        for (int i = 0; i < args.length; i++) {
            System.out.println("arg[" + i + "] = <" + args[i] + "> length " + args[i].length());
            try {
                sum += Integer.parseInt(args[i]);
            } catch (NumberFormatException e) {
                System.out.println("  not a number: " + e.getMessage());
            }
        }
        System.out.println("sum of numeric args = " + sum);
    }
}
