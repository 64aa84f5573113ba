package java.lang.annotation;

/** Indicates that annotations of the annotated type are part of the public API (javadoc). */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.ANNOTATION_TYPE)
public @interface Documented {
}
