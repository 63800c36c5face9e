package org.kete.server;
