package org.kete.cli;

public final class Main {
    private Main() {}

    public static void main(String[] args) {
        System.out.println("kete");
    }
}
