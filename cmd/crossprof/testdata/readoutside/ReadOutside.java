import java.io.FileInputStream;
import java.io.IOException;

/** Reads a file it was not allowed to: crossprof must stop it (io_test.go). */
public class ReadOutside {
    public static void main(String[] args) throws IOException {
        System.out.println("before");
        FileInputStream in = new FileInputStream(args[0]);
        System.out.println("read " + in.read());
    }
}
