package java.io;

/** Malformed modified UTF-8 in readUTF, or a string too long for writeUTF. */
public class UTFDataFormatException extends IOException {
    public UTFDataFormatException() {
    }

    public UTFDataFormatException(String s) {
        super(s);
    }
}
