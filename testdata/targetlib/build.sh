#!/bin/bash
# Compiles the stand-in target library (src/ -> classes/, against itself only), the version
# field of a broken JVM (broken/) used to test the result check, and the test programs
# (prog/, against the library). Java 8 class files, as JOP's tools want them.
set -euo pipefail
cd "$(dirname "$0")"
rm -rf classes broken/classes prog/*.class
mkdir -p classes broken/classes empty
javac -source 8 -target 8 -Xlint:-options -nowarn -g:source,lines -bootclasspath empty -d classes $(find src -name '*.java')
javac -source 8 -target 8 -Xlint:-options -nowarn -g:source,lines -bootclasspath classes -d broken/classes broken/JVM.java
javac -source 8 -target 8 -Xlint:-options -nowarn -g:source,lines -bootclasspath classes -cp classes -d prog prog/*.java
rmdir empty
