import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.InputMismatchException;
import java.util.NoSuchElementException;
import java.util.Scanner;

/** Reads its standard input (the file stdin next to it) with BufferedReader and Scanner. */
public class ReadStdin {
    public static void main(String[] args) throws IOException {
        System.out.println("console: " + System.console());
        System.out.println("available > 0: " + (System.in.available() > 0));
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        String header = br.readLine();
        System.out.println("header: [" + header + "]");
        int n = Integer.parseInt(br.readLine().trim());
        long sum = 0;
        for (int i = 0; i < n; i++) {
            String[] parts = br.readLine().trim().split("\\s+");
            for (String p : parts) {
                sum += Long.parseLong(p);
            }
        }
        System.out.println("sum of " + n + " lines: " + sum);
        // the rest goes to a Scanner over everything left in the reader
        StringBuilder rest = new StringBuilder();
        String line;
        while ((line = br.readLine()) != null) {
            rest.append(line).append('\n');
        }
        scan(rest.toString());
        System.out.println("stdin at end: " + System.in.read());
        scanStrings();
    }

    static void scan(String text) {
        Scanner sc = new Scanner(text);
        int a = sc.nextInt();
        int b = sc.nextInt();
        System.out.println("ints " + a + " " + b + " -> " + (a + b));
        double d = sc.nextDouble();
        System.out.println("double " + d + " " + sc.nextDouble() + " " + sc.nextDouble());
        System.out.println("long " + sc.nextLong() + " bool " + sc.nextBoolean());
        System.out.println("rest of line: [" + sc.nextLine() + "]");
        System.out.println("line: [" + sc.nextLine() + "]");
        System.out.println("hasNextInt " + sc.hasNextInt() + " hasNext " + sc.hasNext());
        try {
            sc.nextInt();
        } catch (InputMismatchException e) {
            System.out.println("mismatch: " + e.getMessage() + " then next = " + sc.next());
        }
        try {
            sc.nextInt();
        } catch (InputMismatchException e) {
            System.out.println("overflow: " + e.getMessage() + " hasNextLong " + sc.hasNextLong()
                    + " " + sc.nextLong());
        }
        System.out.println("grouped " + sc.nextInt() + " " + sc.nextDouble() + " hex " + sc.nextInt(16));
        System.out.println("tokens:");
        while (sc.hasNext()) {
            if (sc.hasNextInt()) {
                System.out.println("  int " + sc.nextInt());
            } else if (sc.hasNextDouble()) {
                System.out.println("  double " + sc.nextDouble());
            } else {
                System.out.println("  word " + sc.next());
            }
        }
        System.out.println("hasNext " + sc.hasNext() + " hasNextLine " + sc.hasNextLine()
                + " hasNextInt " + sc.hasNextInt());
        try {
            sc.next();
        } catch (NoSuchElementException e) {
            System.out.println(e);
        }
        try {
            sc.nextLine();
        } catch (NoSuchElementException e) {
            System.out.println(e);
        }
        sc.close();
        try {
            sc.hasNext();
        } catch (IllegalStateException e) {
            System.out.println(e);
        }
    }

    static void scanStrings() {
        Scanner csv = new Scanner("a,b,,c , d\nx;y").useDelimiter(",");
        while (csv.hasNext()) {
            System.out.println("csv [" + csv.next() + "]");
        }
        Scanner sp = new Scanner("1 ; 2;3 ;  4").useDelimiter("\\s*;\\s*");
        int total = 0;
        while (sp.hasNextInt()) {
            total += sp.nextInt();
        }
        System.out.println("semicolon total " + total);
        Scanner lines = new Scanner("one\r\ntwo\rthree\n\nfive");
        while (lines.hasNextLine()) {
            System.out.println("line [" + lines.nextLine() + "]");
        }
        Scanner mixed = new Scanner("  42   \nnext line here\n");
        System.out.println(mixed.nextInt() + " [" + mixed.nextLine() + "] [" + mixed.nextLine() + "] "
                + mixed.hasNextLine());
        Scanner nums = new Scanner("NaN -Infinity 1e3 .5 5. +7 -0 1,2345 300 128");
        System.out.println(nums.nextDouble() + " " + nums.nextDouble() + " " + nums.nextDouble() + " "
                + nums.nextDouble() + " " + nums.nextDouble() + " " + nums.nextInt() + " " + nums.nextInt()
                + " " + nums.hasNextInt() + " " + nums.next() + " " + nums.nextShort());
        try {
            nums.nextByte();
        } catch (InputMismatchException e) {
            System.out.println("byte: " + e.getMessage());
        }
        Scanner empty = new Scanner("");
        System.out.println("empty: " + empty.hasNext() + " " + empty.hasNextLine());
        Scanner s = new Scanner("x y");
        if (!s.hasNextInt()) {
            throw new InputMismatchException("expected a number, found " + s.next());
        }
    }
}
