package java.lang;

/** Thrown when an application accesses an enum constant that no longer exists. */
public class EnumConstantNotPresentException extends RuntimeException {
    @SuppressWarnings("rawtypes")
    private final Class<? extends Enum> enumType;
    private final String constantName;

    /** The message is {@code "TYPE.NAME"}, as in the JDK. */
    @SuppressWarnings("rawtypes")
    public EnumConstantNotPresentException(Class<? extends Enum> enumType, String constantName) {
        super(enumType.getName() + "." + constantName);
        this.enumType = enumType;
        this.constantName = constantName;
    }

    @SuppressWarnings("rawtypes")
    public Class<? extends Enum> enumType() {
        return enumType;
    }

    public String constantName() {
        return constantName;
    }
}
